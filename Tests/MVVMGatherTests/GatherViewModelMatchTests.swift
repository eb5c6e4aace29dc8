import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import MVVMGather

/// The view model alone through its outputs, on a test clock: goal minutes, the end's
/// word on the time left, what reaches the saved match after each input, a long line-up,
/// the names the screen offers, and a match left and offered back.
@MainActor
struct GatherViewModelMatchTests {
  let fixture = GatherFixture()

  /// Moves the clock on while the timer runs; returns once the ticker has announced `text`.
  func play(_ seconds: Int, until text: String, _ recorder: GatherOutputRecorder) async {
    await fixture.clock.waitForSleepers(1)
    fixture.clock.advance(by: .seconds(seconds))
    while !recorder.announcements.contains(where: { $0.hasPrefix(text) }) { await Task.yield() }
  }

  @Test(.tags(.gatherGoalMinutesNeverGoBack))
  func goalMinutesGoOnAfterTheTimeIsSetAgainOrTheTimerStopped() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.time(seconds: 120))
    await viewModel.didEnter(.start)
    await play(60, until: "Time left: 01:00", recorder)
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 1, ownGoal: false))
    await viewModel.didEnter(.pause)
    await viewModel.didEnter(.time(seconds: 300))
    await viewModel.didEnter(.goal(.teamB, scorerNumber: 3, ownGoal: false))
    await viewModel.didEnter(.start)
    await play(60, until: "Time left: 04:00", recorder)
    await viewModel.didEnter(.goal(.teamB, scorerNumber: 4, ownGoal: false))
    await viewModel.didEnter(.stop)
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 2, ownGoal: false))
    viewModel.didDisappear()
    let goals = recorder.take().compactMap { output -> String? in
      guard case .message(let line) = output, line.hasPrefix("Goal!") else { return nil }
      return line
    }
    #expect(
      goals == [
        "Goal! 2' Team A, Ann. Team A 1-0 Team B", "Goal! 2' Team B, Cy. Team A 1-1 Team B",
        "Goal! 3' Team B, Dee. Team A 1-2 Team B", "Goal! 3' Team A, Bob. Team A 2-2 Team B",
      ])
    #expect(fixture.snapshots.current?.goals.map(\.minute) == [2, 2, 3, 3])
  }

  @Test(.tags(.gatherEarlyEndSaysTheTimeLeft, .gatherEndSavesTheResult))
  func anEarlyEndSaysThePlayLeftAndAnEndAtTimesUpSaysNone() async throws {
    let gather = try await fixture.gathers.createGather(players: Gather.fixture.players)
    let (viewModel, recorder) = fixture.make(gather)
    await viewModel.didEnter(.halves(periods: 2, seconds: 1350, breakSeconds: 150))
    await viewModel.didEnter(.start)
    await play(30, until: "Time left: 22:00", recorder)
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 1, ownGoal: false))
    _ = recorder.take()
    await viewModel.didEnter(.end)
    await viewModel.didAnswer(false)
    await viewModel.didEnter(.pause)
    await viewModel.didEnter(.end)
    await viewModel.didAnswer(true)
    let question = GatherOutputRecorder.Output.question(
      .init(kind: .confirm, text: "End the gather at Team A 1-0 Team B with 44:30 left?"))
    let outputs = recorder.take()
    #expect(Array(outputs.prefix(2)) == [question, .message("The gather goes on.")])
    #expect(outputs.contains(question))
    guard case .report(let report) = outputs.dropLast().last else {
      Issue.record("expected the result")
      return
    }
    #expect(report.first == "Gather ended with 44:30 left: Team A 1-0 Team B. Winner: Team A.")
    #expect(fixture.gathers.gathers.first?.score == Score(teamA: 1, teamB: 0))

    let other = GatherFixture()
    let atTimesUp = try await other.gathers.createGather(players: Gather.fixture.players)
    let (ended, endRecorder) = other.make(atTimesUp)
    await ended.didEnter(.time(seconds: 2))
    await ended.didEnter(.start)
    await other.clock.waitForSleepers(1)
    other.clock.advance(by: .seconds(2))
    while !endRecorder.announcements.contains(where: { $0.hasPrefix("Time's up!") }) {
      await Task.yield()
    }
    _ = endRecorder.take()
    await ended.didEnter(.end)
    await ended.didAnswer(true)
    let endOutputs = endRecorder.take()
    #expect(
      endOutputs.first
        == .question(.init(kind: .confirm, text: "End the gather at Team A 0-0 Team B?")))
    #expect(endOutputs.contains(.report(["Gather ended: Team A 0-0 Team B. Draw.", "No goals."])))
  }

  @Test(.tags(.gatherEveryChangeIsSaved, .gatherGoalIsScored, .gatherGoalIsTakenBack))
  func everyChangeReachesTheSavedMatchAtTheInputThatMadeIt() async throws {
    let gather = try await fixture.gathers.createGather(players: Gather.fixture.players)
    let (viewModel, recorder) = fixture.make(gather)
    await viewModel.didAppear()
    func saved() -> String {
      guard let match = fixture.snapshots.current else { return "none" }
      let goals = match.goals.map { "\($0.team == .teamA ? "A" : "B")\($0.scorerID ?? 0)" }
      let teams = [Team.teamA, .teamB, .bench].map { team in
        match.players.filter { $0.team == team }.map { "\($0.player.id)" }.joined()
      }
      return "\(goals.joined(separator: " ")) | \(teams.joined(separator: "/"))"
        + " | \(match.teamNames.teamA)/\(match.teamNames.teamB)"
    }
    var kept: [String] = []
    for command: GatherViewModel.Command in [
      .goal(.teamA, scorerNumber: 1, ownGoal: false), .goal(.teamB, scorerNumber: 2, ownGoal: true),
      .goal(.teamB, scorerNumber: 3, ownGoal: false), .remove(goal: 1),
      .lineUp(.move(number: 2, to: .bench)), .lineUp(.substitute(off: 4, on: 2)),
      .lineUp(.swap(first: 1, second: 3)),
      .score(Score(teamA: 3, teamB: 2)), .name(.teamA, to: "Bibs"),
      .goal(.teamA, scorerNumber: 3, ownGoal: false), .undo,
    ] {
      await viewModel.didEnter(command)
      kept.append(saved())
    }
    #expect(
      kept == [
        "A1 | 12/34/ | Team A/Team B", "A1 B2 | 12/34/ | Team A/Team B",
        "A1 B2 B3 | 12/34/ | Team A/Team B", "B2 B3 | 12/34/ | Team A/Team B",
        "B2 B3 | 1/34/2 | Team A/Team B", "B2 B3 | 1/23/4 | Team A/Team B",
        "B2 B3 | 3/12/4 | Team A/Team B", "B2 B3 A0 A0 A0 | 3/12/4 | Team A/Team B",
        "B2 B3 A0 A0 A0 | 3/12/4 | Bibs/Team B", "B2 B3 A0 A0 A0 A3 | 3/12/4 | Bibs/Team B",
        "B2 B3 A0 A0 A0 | 3/12/4 | Bibs/Team B",
      ])
    let errors = recorder.take().filter { if case .error = $0 { true } else { false } }
    #expect(errors.isEmpty)
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo))
  func aChangeThatCannotBeSavedIsOneErrorEachTime() async {
    let (viewModel, recorder) = fixture.make()
    fixture.snapshots.setFailure(.storage("disk full"))
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 1, ownGoal: false))
    await viewModel.didEnter(.time(seconds: 5))
    await viewModel.didEnter(.lineUp(.move(number: 1, to: .bench)))
    #expect(recorder.take() == Array(repeating: .error("storage failed: disk full"), count: 3))
  }

  @Test(.tags(.gatherListsTwentyFiveATeam))
  func aBigMatchShowsTwentyFiveATeamAndTakesScorersBeyondThem() async {
    let players = (1...130).map { id in
      GatherPlayer(
        player: Player(id: id, name: "Player \(id)"), team: id.isMultiple(of: 2) ? .teamB : .teamA)
    }
    let (viewModel, recorder) = fixture.make(Gather(id: Gather.fixture.id, players: players))
    await viewModel.didAppear()
    let content = recorder.screens[0]
    // 25 rows of each team, then the line that says how many are not listed.
    #expect(content.sections.map { $0.rows.count } == [26, 26])
    #expect(content.sections[0].rows.first?.name == "Player 1")
    #expect(content.highestNumber == 130)
    _ = recorder.take()
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 129, ownGoal: false))
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 130, ownGoal: false))
    #expect(
      recorder.take() == [
        .message("Goal! -- Team A, Player 129. Team A 1-0 Team B"),
        .error(
          "Player 130 does not play for Team A; give a Team A player, score for Team B, or type "
            + "'og' for an own goal"),
      ])
  }

  /// In MVVM the view reads a typed name (and completes one with Tab) from the names the
  /// match screen output carries; the view model keeps them to the players of the match.
  @Test(.tags(.gatherNamesWorkLikeNumbers, .gatherTabCompletesNames))
  func theScreenCarriesTheNamesOfThePlayersAsTheyChange() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didAppear()
    #expect(
      recorder.screens.last?.names == [
        NumberedName(number: 1, name: "Ann"), NumberedName(number: 2, name: "Bob"),
        NumberedName(number: 3, name: "Cy"), NumberedName(number: 4, name: "Dee"),
      ])
    await viewModel.didEnter(.lineUp(.move(number: 3, to: .bench)))
    #expect(recorder.screens.last?.names.map(\.name) == ["Ann", "Bob", "Cy", "Dee"])
  }

  @Test(.tags(.gatherLeftPausedMatchComesBackAsItWas))
  func aMatchLeftPausedIsOfferedBackAsItWas() async throws {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.start)
    await play(60, until: "Time left: 09:00", recorder)
    await viewModel.didEnter(.pause)
    viewModel.didAskToLeave()
    await viewModel.didAnswer(true)
    #expect(
      recorder.take().suffix(2) == [
        .message("Left the gather with the timer paused."), .exit(.left),
      ])
    let snapshot = try #require(fixture.snapshots.current)
    fixture.clock.advance(by: .seconds(600))
    let (resumed, offered) = fixture.make(Match(snapshot: snapshot), opening: .resumed)
    await resumed.didAppear()
    #expect(
      offered.take() == [
        .message("Unfinished match found: Team A 0-0 Team B, 09:00 left (paused)."),
        .question(.init(kind: .confirm, text: "Resume it?")),
      ])
    await resumed.didAnswer(true)
    #expect(offered.screens.last?.timer == "Timer: 09:00 paused")
  }

  @Test(.tags(.gatherLeftMatchGoesOn))
  func aMatchLeftRunningSaysWhatPassedWhenOfferedBack() async throws {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.halves(periods: 2, seconds: 60, breakSeconds: 60))
    await viewModel.didEnter(.start)
    await play(50, until: "Time left: 00:10", recorder)
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 1, ownGoal: false))
    viewModel.didAskToLeave()
    await viewModel.didAnswer(true)
    let snapshot = try #require(fixture.snapshots.current)
    fixture.clock.advance(by: .seconds(80))
    let (resumed, offered) = fixture.make(Match(snapshot: snapshot), opening: .resumed)
    await resumed.didAppear()
    #expect(
      offered.take() == [
        .message(
          "Unfinished match found: Team A 1-0 Team B, 01:00 left (paused (second half; 2 x 01:00, "
            + "break 01:00))."),
        .report([
          "The timer ran on while the match screen was closed: 01:20 passed.",
          "End of the first half: Team A 1-0 Team B.", "Break: 01:00.", "The break is over.",
          "Type 'start' to kick off the second half.",
        ]),
        .question(.init(kind: .confirm, text: "Resume it?")),
      ])
  }
}
