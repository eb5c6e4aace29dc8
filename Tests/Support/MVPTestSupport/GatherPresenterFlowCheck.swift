import Domain
import TestSupport
import Testing

/// MVP's match presenter with the mock view, on a test clock and in-memory services, for
/// what `GatherPresenterCheck` leaves out: the rest of the timer, halves, latecomers, paging
/// a long line-up, a match that cannot be saved, and the ways out. Written once;
/// MVPGatherTests and MVPCGatherTests run each check as a test of its own (its name and its
/// behaviour tags), against their own pattern's presenter.
public enum GatherPresenterFlowCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case timerToggleAndStopSayWhatChanged
  case aPlanOutOfBoundsOrWhileRunningIsRefused
  case halvesSetMidMatchAskWhetherTheClockStartsAgain
  case aLatecomerJoinsFromTheRosterOrAsAGuestAskedFirst
  case aLongLineUpPagesWithListAndMore
  case aMatchThatCannotBeSavedSaysSoAtEveryChange
  case theRunningTimerSaysWhenItCannotBeSaved
  case quitAsksFirstAndTheEndOfInputKeepsTheMatch
  case aMatchLeftRunningComesBackSayingWhatPassed
  case aResumedMatchDiscardedTwiceIsForgotten
  case aDiscardThatFailsSaysSo
  case appearingAgainShowsTheMatchAsItIs
  case aGoalNamedByNumberIsRemovedByItsNumber
  case goalMinutesNeverGoBackWhenTheTimerIsStopped
  case anEarlyEndSaysHowMuchPlayWasLeft
  case aMatchLeftPausedComesBackAsItWas
  case everyChangeReachesTheSavedMatch
  case aSwapChangesPlacesAndOnlyABenchPlayerComesOn

  public var testDescription: String { rawValue }

  /// Runs the check on the presenters `makePresenter` makes over the mock view, a match,
  /// whether it was resumed (not just started), the match's services, and the roster
  /// latecomers come from (Fay, Gil and Gia, numbered 9 to 11).
  @MainActor
  public func run(
    _ makePresenter: (MockGatherView, Match, _ resumed: Bool, MatchServices, FakePlayerService)
      -> any MVPGatherPresenting
  ) async throws {
    let view = MockGatherView()
    let services = MatchServices()
    let roster = FakePlayerService(players: [
      Player(id: 9, name: "Fay"), Player(id: 10, name: "Gil"), Player(id: 11, name: "Gia"),
    ])
    func presenter(_ gather: Gather = .fixture, resumed: Bool = false) -> any MVPGatherPresenting {
      presenter(Match(gather: gather), resumed: resumed)
    }
    func presenter(_ match: Match, resumed: Bool = false) -> any MVPGatherPresenting {
      makePresenter(view, match, resumed, services, roster)
    }
    /// A gather the service keeps, so that renaming and ending it are saved.
    func savedGather(_ players: [GatherPlayer] = Gather.fixture.players) async throws -> Gather {
      try await services.gathers.createGather(players: players)
    }
    var errors: [String] {
      view.calls.compactMap { if case .error(let text) = $0 { text } else { nil } }
    }
    switch self {
    case .timerToggleAndStopSayWhatChanged:
      let presenter = presenter()
      await presenter.toggleTimer()
      services.clock.advance(by: .seconds(5))
      await presenter.toggleTimer()
      await presenter.stopTimer()
      await presenter.startTimer()
      await presenter.startTimer()
      presenter.viewDidDisappear()
      #expect(
        view.texts == [
          .message("Timer running: 10:00."), .message("Timer paused at 09:55."),
          .message("Timer stopped and reset to 10:00. The match clock goes on from 00:05 played."),
          .message("Timer running: 10:00."),
          .error("the timer is already running; type 'pause' to pause it"),
        ])
    case .aPlanOutOfBoundsOrWhileRunningIsRefused:
      let presenter = presenter()
      await presenter.setTime(seconds: 0)
      await presenter.setHalves(periods: 0, seconds: 60, breakSeconds: 0)
      await presenter.startTimer()
      await presenter.setTime(seconds: 60)
      #expect(errors.count == 3)
      #expect(errors[0].hasSuffix(", e.g. 'time 25:00'"))
      #expect(errors[1].hasSuffix(", e.g. 'halves 2x25 break 5'"))
      #expect(errors[2].hasSuffix("type 'pause' or 'stop' before setting the time"))
      #expect(presenter.match.timer.isRunning)
    case .halvesSetMidMatchAskWhetherTheClockStartsAgain:
      let presenter = presenter()
      await presenter.setHalves(periods: 2, seconds: 1500, breakSeconds: 300)
      await presenter.startTimer()
      services.clock.advance(by: .seconds(60))
      await presenter.pauseTimer()
      view.answers = [true]
      await presenter.setHalves(periods: 2, seconds: 600, breakSeconds: 120)
      let questions = view.calls.filter { if case .question = $0 { true } else { false } }
      #expect(questions.count == 1)
      #expect(presenter.match.timer.remaining(at: services.matchClock.now) == .seconds(600))
    case .aLatecomerJoinsFromTheRosterOrAsAGuestAskedFirst:
      let presenter = presenter(try await savedGather())
      await presenter.addLatecomer("Fay", to: .teamA)
      await presenter.addLatecomer("Fay", to: .bench)
      await presenter.addLatecomer("Gi", to: .bench)
      await presenter.addLatecomer("Zed", to: .bench)
      view.answers = [true]
      await presenter.addLatecomer("Zed", to: .teamB)
      #expect(presenter.match.players(of: .teamA).map(\.name) == ["Ann", "Bob", "Fay"])
      #expect(presenter.match.players(of: .teamB).map(\.name) == ["Cy", "Dee", "Zed"])
      #expect(errors.count == 2)
      #expect(roster.players.contains { $0.name == "Zed" })
    case .aLongLineUpPagesWithListAndMore:
      let players = (1...60).map { number in
        GatherPlayer(
          player: Player(id: Player.ID(number), name: "P\(number)"),
          team: number <= 30 ? .teamA : .teamB)
      }
      let presenter = presenter(try await savedGather(players))
      await presenter.viewDidAppear()
      presenter.more()
      presenter.more()
      presenter.list(40...45)
      presenter.list()
      let shown = view.calls.compactMap {
        if case .display(let content) = $0 { content } else { nil }
      }
      let names = shown.map { $0.sections.map { Set($0.rows.map(\.name)) } }
      #expect(names.count == 4)
      #expect(names[0][0].isSuperset(of: ["P1", "P25"]) && !names[0][0].contains("P26"))
      #expect(names[1][0].isSuperset(of: ["P26", "P30"]) && !names[1][0].contains("P25"))
      #expect(names[2][1].isSuperset(of: ["P40", "P45"]) && !names[2][1].contains("P46"))
      #expect(names[3] == names[0])
      #expect(view.texts.count == 1)
    case .aMatchThatCannotBeSavedSaysSoAtEveryChange:
      let presenter = presenter(try await savedGather())
      services.snapshots.setFailure(.storage("disk full"))
      services.gathers.setFailure(.storage("disk full"))
      await presenter.startTimer()
      await presenter.scoreGoal(for: .teamA, scorerNumber: 1, ownGoal: false)
      await presenter.undoGoal()
      await presenter.removeGoal(number: 1)
      await presenter.setScore(Score(teamA: 1, teamB: 0))
      await presenter.changeLineUp(.swap(first: 1, second: 3))
      await presenter.rename(.teamA, to: "Bibs")
      view.answers = [true]
      await presenter.endGather()
      #expect(errors.count == 8)
      #expect(errors.last == "could not end the gather: storage failed: disk full")
      #expect(view.calls.contains(.ended(Score(teamA: 1, teamB: 0))) == false)
    case .theRunningTimerSaysWhenItCannotBeSaved:
      let presenter = presenter()
      await presenter.setTime(seconds: 60)
      await presenter.startTimer()
      services.snapshots.setFailure(.storage("disk full"))
      await services.clock.waitForSleepers(1)
      // The tick has announced and saved once it sleeps until the next one.
      await services.clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
      presenter.viewDidDisappear()
      #expect(
        view.calls.last
          == .announce(
            "error: the match could not be saved: storage failed: disk full", bell: false))
    case .quitAsksFirstAndTheEndOfInputKeepsTheMatch:
      let presenter = presenter()
      #expect(await presenter.shouldQuit(atEndOfInput: false) == false)
      view.answers = [true]
      #expect(await presenter.shouldQuit(atEndOfInput: false))
      #expect(await presenter.shouldQuit(atEndOfInput: true))
      #expect(
        view.texts.first
          == .question(
            "The gather has not ended. Leave it? It stays saved: 'resume' on the player list "
              + "or your next login offers it again."))
      #expect(view.texts[1] == .message("The gather goes on."))
      #expect(services.snapshots.current != nil)
    case .aMatchLeftRunningComesBackSayingWhatPassed:
      let first = presenter()
      await first.startTimer()
      #expect(await first.shouldQuit(atEndOfInput: true))
      services.clock.advance(by: .seconds(90))
      let snapshot = try #require(services.snapshots.current)
      view.answers = [true]
      let again = presenter(Match(snapshot: snapshot), resumed: true)
      await again.viewDidAppear()
      again.viewDidDisappear()
      #expect(view.texts.contains(.question("Resume it?")))
      #expect(
        view.calls.contains { if case .lines(let lines) = $0 { !lines.isEmpty } else { false } })
      #expect(again.match.timer.remaining(at: services.matchClock.now) == .seconds(510))
    case .aResumedMatchDiscardedTwiceIsForgotten:
      let gather = try await savedGather()
      let presenter = presenter(gather, resumed: true)
      view.answers = [false, true]
      await presenter.viewDidAppear()
      #expect(view.calls.suffix(2) == [.message("Discarded the unfinished match."), .left])
      #expect(services.gathers.gathers.isEmpty)
      #expect(services.snapshots.current == nil)
    case .aDiscardThatFailsSaysSo:
      services.gathers.setFailure(.storage("disk full"))
      let presenter = presenter(resumed: true)
      view.answers = [false, true]
      await presenter.viewDidAppear()
      #expect(
        view.calls.suffix(2) == [
          .error("could not discard the match: storage failed: disk full"), .left,
        ])
    case .appearingAgainShowsTheMatchAsItIs:
      let presenter = presenter()
      await presenter.viewDidAppear()
      await presenter.viewDidAppear()
      #expect(view.calls.count == 2)
      #expect(services.snapshots.saved.count == 1)
    case .aGoalNamedByNumberIsRemovedByItsNumber:
      let presenter = presenter()
      await presenter.scoreGoal(for: .teamA, scorerNumber: 9, ownGoal: false)
      await presenter.scoreGoal(for: .teamA, scorerNumber: 1, ownGoal: false)
      await presenter.scoreGoal(for: .teamB, scorerNumber: nil, ownGoal: false)
      await presenter.removeGoal(number: 1)
      #expect(errors == ["no player of this match has number 9; 'list' shows the numbers"])
      #expect(presenter.match.score == Score(teamA: 0, teamB: 1))
    case .goalMinutesNeverGoBackWhenTheTimerIsStopped:
      let presenter = presenter()
      await presenter.startTimer()
      services.clock.advance(by: .seconds(150))
      await presenter.stopTimer()
      await presenter.scoreGoal(for: .teamA, scorerNumber: 1, ownGoal: false)
      presenter.viewDidDisappear()
      #expect(presenter.match.goals.first?.minute == 3)
    case .anEarlyEndSaysHowMuchPlayWasLeft:
      let presenter = presenter(try await savedGather())
      await presenter.startTimer()
      services.clock.advance(by: .seconds(360))
      view.answers = [true]
      await presenter.endGather()
      #expect(
        view.calls.contains(
          .lines(["Gather ended with 04:00 left: Team A 0-0 Team B. Draw.", "No goals."])))
    case .aMatchLeftPausedComesBackAsItWas:
      let first = presenter()
      await first.startTimer()
      services.clock.advance(by: .seconds(60))
      await first.pauseTimer()
      await first.scoreGoal(for: .teamB, scorerNumber: 3, ownGoal: false)
      view.answers = [true]
      await first.leaveGather()
      services.clock.advance(by: .seconds(600))
      let again = presenter(
        Match(snapshot: try #require(services.snapshots.current)), resumed: true)
      view.answers = [true]
      await again.viewDidAppear()
      #expect(
        view.texts.contains(
          .message("Unfinished match found: Team A 0-1 Team B, 09:00 left (paused).")))
      #expect(again.match.score == Score(teamA: 0, teamB: 1))
      #expect(again.match.timer.remaining(at: services.matchClock.now) == .seconds(540))
    case .everyChangeReachesTheSavedMatch:
      let presenter = presenter(try await savedGather())
      let saved = { services.snapshots.current.map { Match(snapshot: $0) } }
      await presenter.scoreGoal(for: .teamA, scorerNumber: 2, ownGoal: false)
      #expect(saved()?.goals.count == 1)
      await presenter.setScore(Score(teamA: 2, teamB: 1))
      #expect(saved()?.score == Score(teamA: 2, teamB: 1))
      await presenter.removeGoal(number: 3)
      #expect(saved()?.score == Score(teamA: 2, teamB: 0))
      await presenter.changeLineUp(.swap(first: 1, second: 3))
      #expect(saved()?.players(of: .teamA) == [.bob, .cy])
      await presenter.rename(.teamB, to: "Bibs")
      #expect(saved()?.teamNames.name(of: .teamB) == "Bibs")
      await presenter.undoGoal()
      #expect(saved()?.score == Score(teamA: 1, teamB: 0))
    case .aSwapChangesPlacesAndOnlyABenchPlayerComesOn:
      let presenter = presenter(try await savedGather())
      await presenter.changeLineUp(.swap(first: 1, second: 4))
      await presenter.changeLineUp(.substitute(off: 1, on: 3))
      #expect(presenter.match.players(of: .teamA).map(\.name) == ["Bob", "Dee"])
      #expect(
        errors == [
          "Cy already plays for Team B; only a Bench player comes on: "
            + "type 'swap N M' to exchange two players"
        ])
    }
  }
}
