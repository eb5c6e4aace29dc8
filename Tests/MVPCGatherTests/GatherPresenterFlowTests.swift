import BehaviourCatalogue
import Domain
import MVPTestSupport
import TestSupport
import Testing

@testable import MVPCGather

/// MVP-C's match presenter with the mock view, on a test clock and in-memory services, for
/// what the shared checks leave out: the rest of the timer, halves, latecomers, paging a
/// long line-up, a match that cannot be saved, and the ways out.
@MainActor
struct GatherPresenterFlowTests {
  let view = MockGatherView()
  let services = MatchServices()
  /// The roster latecomers come from.
  let roster = FakePlayerService(players: [
    Player(id: 9, name: "Fay"), Player(id: 10, name: "Gil"), Player(id: 11, name: "Gia"),
  ])

  func presenter(_ gather: Gather = .fixture, resumed: Bool = false) -> GatherPresenter {
    presenter(Match(gather: gather), resumed: resumed)
  }

  func presenter(_ match: Match, resumed: Bool = false) -> GatherPresenter {
    GatherPresenter(
      view: view, match: match, opening: resumed ? .resumed : .started,
      clock: services.matchClock, gatherService: services.gathers,
      playerService: roster, resultService: services.gathers,
      snapshots: services.snapshotWriter)
  }

  /// A gather the service keeps, so that renaming and ending it are saved.
  func savedGather(_ players: [GatherPlayer] = Gather.fixture.players) async throws -> Gather {
    try await services.gathers.createGather(players: players)
  }

  var errors: [String] {
    view.calls.compactMap { if case .error(let text) = $0 { text } else { nil } }
  }

  @Test(.tags(.gatherTimerCountsDown)) func timerToggleAndStopSayWhatChanged() async {
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
  }

  @Test(.tags(.gatherBadInputIsOneError, .gatherTimerCountsDown))
  func aPlanOutOfBoundsOrWhileRunningIsRefused() async {
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
  }

  @Test(.tags(.gatherHalvesMidMatchAskFirst, .gatherHalvesHaveABreak))
  func halvesSetMidMatchAskWhetherTheClockStartsAgain() async {
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
  }

  @Test(.tags(.gatherLatecomersJoin)) func aLatecomerJoinsFromTheRosterOrAsAGuestAskedFirst()
    async throws
  {
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
  }

  @Test(.tags(.gatherLongLineUpPages, .gatherListsTwentyFiveATeam))
  func aLongLineUpPagesWithListAndMore() async throws {
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
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo)) func aMatchThatCannotBeSavedSaysSoAtEveryChange()
    async throws
  {
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
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo)) func theRunningTimerSaysWhenItCannotBeSaved() async {
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
        == .announce("error: the match could not be saved: storage failed: disk full", bell: false))
  }

  @Test(.tags(.gatherQuitAsksFirst)) func quitAsksFirstAndTheEndOfInputKeepsTheMatch() async {
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
  }

  @Test(.tags(.gatherLeftMatchGoesOn, .gatherUnfinishedMatchResumes))
  func aMatchLeftRunningComesBackSayingWhatPassed() async throws {
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
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func aResumedMatchDiscardedTwiceIsForgotten() async throws {
    let gather = try await savedGather()
    let presenter = presenter(gather, resumed: true)
    view.answers = [false, true]
    await presenter.viewDidAppear()
    #expect(view.calls.suffix(2) == [.message("Discarded the unfinished match."), .left])
    #expect(services.gathers.gathers.isEmpty)
    #expect(services.snapshots.current == nil)
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice)) func aDiscardThatFailsSaysSo() async
  {
    services.gathers.setFailure(.storage("disk full"))
    let presenter = presenter(resumed: true)
    view.answers = [false, true]
    await presenter.viewDidAppear()
    #expect(
      view.calls.suffix(2) == [
        .error("could not discard the match: storage failed: disk full"), .left,
      ])
  }

  @Test(.tags(.gatherUnfinishedMatchResumes)) func appearingAgainShowsTheMatchAsItIs() async {
    let presenter = presenter()
    await presenter.viewDidAppear()
    await presenter.viewDidAppear()
    #expect(view.calls.count == 2)
    #expect(services.snapshots.saved.count == 1)
  }

  @Test(.tags(.gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherBadInputIsOneError))
  func aGoalNamedByNumberIsRemovedByItsNumber() async {
    let presenter = presenter()
    await presenter.scoreGoal(for: .teamA, scorerNumber: 9, ownGoal: false)
    await presenter.scoreGoal(for: .teamA, scorerNumber: 1, ownGoal: false)
    await presenter.scoreGoal(for: .teamB, scorerNumber: nil, ownGoal: false)
    await presenter.removeGoal(number: 1)
    #expect(errors == ["no player of this match has number 9; 'list' shows the numbers"])
    #expect(presenter.match.score == Score(teamA: 0, teamB: 1))
  }

  /// Lets the running timer tick once a second for `seconds` seconds of the test clock.
  @Test(.tags(.gatherGoalMinutesNeverGoBack)) func goalMinutesNeverGoBackWhenTheTimerIsStopped()
    async
  {
    let presenter = presenter()
    await presenter.startTimer()
    services.clock.advance(by: .seconds(150))
    await presenter.stopTimer()
    await presenter.scoreGoal(for: .teamA, scorerNumber: 1, ownGoal: false)
    presenter.viewDidDisappear()
    #expect(presenter.match.goals.first?.minute == 3)
  }

  @Test(.tags(.gatherEarlyEndSaysTheTimeLeft, .gatherEndSavesTheResult))
  func anEarlyEndSaysHowMuchPlayWasLeft() async throws {
    let presenter = presenter(try await savedGather())
    await presenter.startTimer()
    services.clock.advance(by: .seconds(360))
    view.answers = [true]
    await presenter.endGather()
    #expect(
      view.calls.contains(
        .lines(["Gather ended with 04:00 left: Team A 0-0 Team B. Draw.", "No goals."])))
  }

  @Test(.tags(.gatherLeftPausedMatchComesBackAsItWas, .gatherUnfinishedMatchResumes))
  func aMatchLeftPausedComesBackAsItWas() async throws {
    let first = presenter()
    await first.startTimer()
    services.clock.advance(by: .seconds(60))
    await first.pauseTimer()
    await first.scoreGoal(for: .teamB, scorerNumber: 3, ownGoal: false)
    view.answers = [true]
    await first.leaveGather()
    services.clock.advance(by: .seconds(600))
    let again = presenter(Match(snapshot: try #require(services.snapshots.current)), resumed: true)
    view.answers = [true]
    await again.viewDidAppear()
    #expect(
      view.texts.contains(
        .message("Unfinished match found: Team A 0-1 Team B, 09:00 left (paused).")))
    #expect(again.match.score == Score(teamA: 0, teamB: 1))
    #expect(again.match.timer.remaining(at: services.matchClock.now) == .seconds(540))
  }

  @Test(.tags(.gatherEveryChangeIsSaved)) func everyChangeReachesTheSavedMatch() async throws {
    let presenter = presenter(try await savedGather())
    let saved = { self.services.snapshots.current.map { Match(snapshot: $0) } }
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
  }

  @Test(.tags(.gatherLineUpChanges, .gatherBadLineUpInputChangesNothing))
  func aSwapChangesPlacesAndOnlyABenchPlayerComesOn() async throws {
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
