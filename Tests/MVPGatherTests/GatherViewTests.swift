import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPGather

/// MVP's passive match view over a scripted console, with a recording presenter: each
/// typed line is one presenter call with what it parsed, bad input one error line and no
/// call, and the view writes the match as the presenter hands it over.
@MainActor
struct GatherViewTests {
  let presenter = RecordingGatherPresenter()

  /// The view after the real presenter has shown it `gather`'s match (the fixture's
  /// players are 1 to 4: Ann, Bob, Cy, Dee), with that presenter.
  func shown(_ gather: Gather = .fixture, on view: GatherView) async -> GatherPresenter {
    let services = MatchServices()
    let presenter = GatherPresenter(
      view: view, match: Match(gather: gather), opening: .started, clock: services.matchClock,
      gatherService: services.gathers, playerService: services.players,
      resultService: services.gathers, snapshots: services.snapshotWriter)
    await presenter.viewDidAppear()
    return presenter
  }

  func view(_ lines: [String] = []) async -> (GatherView, RecordingOutput) {
    let (console, _, output) = Console.scripted(lines)
    let view = GatherView(console: console)
    _ = await shown(on: view)
    output.clear()
    return (view, output)
  }

  func run(_ lines: [String], on view: GatherView) async {
    for line in lines { await view.handle(CommandInput(line), presenter: presenter) }
  }

  @Test(.tags(.gatherTimerCountsDown, .gatherHalvesHaveABreak)) func timerCommandsAreOneCallEach()
    async
  {
    let (view, output) = await view()
    await run(
      ["start", "resume", "pause", "timer", "stop", "time 7", "time 1:30", "halves 2x25 break 5"],
      on: view)
    #expect(
      presenter.events == [
        "start", "start", "pause", "toggle", "stop", "time 420", "time 90", "halves 2x1500+300",
      ])
    #expect(output.text.isEmpty)
  }

  @Test(
    .tags(
      .gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherScoreIsTyped, .gatherNamesWorkLikeNumbers)
  ) func scoreCommandsTakeNumbersOrNames() async {
    let (view, _) = await view()
    await run(
      [
        "goal a", "goal b 3", "goal a og Cy", "goal b De", "undo", "remove 2", "score 3-2", "goals",
      ],
      on: view)
    #expect(
      presenter.events == [
        "goal teamA - false", "goal teamB 3 false", "goal teamA 3 true", "goal teamB 4 false",
        "undo", "remove 2", "score 3-2", "goals",
      ])
  }

  @Test(
    .tags(
      .gatherLineUpChanges, .gatherLatecomersJoin, .gatherTeamIsRenamed, .gatherNamesWorkLikeNumbers
    )) func lineUpCommandsTakeNumbersOrNames() async
  {
    let (view, _) = await view()
    await run(
      [
        "a 3", "b Ann", "bench 2", "swap 1 4", "sub 1 2", "add Fay", "add b Fay Ray", "name a Bibs",
        "name b",
      ],
      on: view)
    #expect(
      presenter.events == [
        "lineUp move(number: 3, to: Domain.Team.teamA)",
        "lineUp move(number: 1, to: Domain.Team.teamB)",
        "lineUp move(number: 2, to: Domain.Team.bench)", "lineUp swap(first: 1, second: 4)",
        "lineUp substitute(off: 1, on: 2)", "add Fay bench", "add Fay Ray teamB", "name teamA Bibs",
        "name teamB -",
      ])
  }

  @Test(.tags(.gatherLongLineUpPages)) func listingPagesByNumbersAndMore() async {
    let (view, output) = await view()
    await run(["list", "list 2-3", "list 3-9", "more", "end"], on: view)
    #expect(presenter.events == ["list", "list 2...3", "list 3...4", "more", "end"])
    #expect(output.lines.count == 2)
  }

  @Test(.tags(.gatherBadInputIsOneError, .gatherBadLineUpInputChangesNothing))
  func badInputIsOneErrorAndNoCall() async {
    let (view, output) = await view()
    let lines = [
      "start now", "time", "goal c", "goal a 9", "a", "swap 1", "add", "name c",
      "remove", "remove x", "score 3", "undo 1", "goals all", "end now", "list z", "dance",
    ]
    await run(lines, on: view)
    #expect(presenter.events.isEmpty)
    let written = output.lines.dropLast()
    #expect(written.count == lines.count)
    #expect(written.allSatisfy { $0.hasPrefix("error: ") })
    #expect(written.contains("error: type 'remove N' with the goal's number from 'goals'"))
    #expect(written.contains("error: type the score as Team A-Team B, e.g. 'score 3-2'"))
  }

  @Test(.tags(.gatherListsTwentyFiveATeam, .gatherLongLineUpPages))
  func theMatchIsWrittenAsTwoTeamsTheTimerAndTheHint() async {
    let (console, _, output) = Console.scripted()
    let view = GatherView(console: console)
    _ = await shown(on: view)
    #expect(view.highestNumber == 4)
    #expect(view.names.map(\.name) == ["Ann", "Bob", "Cy", "Dee"])
    #expect(
      output.lines.prefix(9) == [
        "", "Gather: Team A 0-0 Team B", "Team A", "  1  Ann   GK", "  2  Bob   ST", "Team B",
        "  3  Cy    -", "  4  Dee   DEF", "Timer: 10:00 ready",
      ])
  }

  @Test(.tags(.gatherLongLineUpPages))
  func aChangeOnALongLineUpWritesOnlyTheTimerLine() async {
    let players = (1...60).map { number in
      GatherPlayer(
        player: Player(id: Player.ID(number), name: "P\(number)"),
        team: number <= 30 ? .teamA : .teamB)
    }
    let (console, _, output) = Console.scripted()
    let view = GatherView(console: console)
    let presenter = await shown(Gather(id: Gather.fixture.id, players: players), on: view)
    #expect(view.highestNumber == 60)
    output.clear()
    await presenter.startTimer()
    presenter.viewDidDisappear()
    #expect(output.lines == ["Timer running: 10:00.", "Timer: 10:00 running", ""])
  }

  @Test(.tags(.gatherTimerCountsDown)) func messagesErrorsAndAnnouncementsAreWrittenAsTold() async {
    let (view, output) = await view()
    view.showMessage("Goal! -- Team A, Bob. Team A 1-0 Team B")
    view.showLines(["Goals (1-0):", "  1  -- Team A, Bob"])
    view.handleError("there is no goal 2")
    view.announce("Time left: 00:01", bell: false)
    #expect(
      output.lines == [
        "Goal! -- Team A, Bob. Team A 1-0 Team B", "Goals (1-0):", "  1  -- Team A, Bob",
        "error: there is no goal 2", "Time left: 00:01", "",
      ])
  }

  @Test(.tags(.gatherEndSavesTheResult, .gatherBackAsksWhileRunning))
  func endingAndLeavingArePassedToTheDelegate() async {
    let (view, _) = await view()
    let delegate = RecordingGatherViewDelegate()
    view.delegate = delegate
    await view.handleSuccessfulEndGather(Gather.fixture)
    await view.handleLeftGather()
    #expect(delegate.events == ["ended", "left"])
  }
}

/// The presenter the view reports to, in a test: each event as a line of words.
@MainActor
final class RecordingGatherPresenter: GatherPresenterProtocol {
  private(set) var events: [String] = []

  func viewDidAppear() async { events.append("appear") }
  func viewDidDisappear() { events.append("disappear") }
  func toggleTimer() async { events.append("toggle") }
  func startTimer() async { events.append("start") }
  func pauseTimer() async { events.append("pause") }
  func stopTimer() async { events.append("stop") }
  func setTime(seconds: Int) async { events.append("time \(seconds)") }
  func setHalves(periods: Int, seconds: Int, breakSeconds: Int) async {
    events.append("halves \(periods)x\(seconds)+\(breakSeconds)")
  }
  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async {
    events.append("goal \(team) \(scorerNumber.map(String.init) ?? "-") \(ownGoal)")
  }
  func changeLineUp(_ request: LineUpRequest) async { events.append("lineUp \(request)") }
  func addLatecomer(_ text: String, to team: Team) async { events.append("add \(text) \(team)") }
  func rename(_ team: Team, to name: String?) async { events.append("name \(team) \(name ?? "-")") }
  func undoGoal() async { events.append("undo") }
  func removeGoal(number: Int) async { events.append("remove \(number)") }
  func setScore(_ score: Score) async { events.append("score \(score.teamA)-\(score.teamB)") }
  func showGoalLog() { events.append("goals") }
  func list() { events.append("list") }
  func list(_ numbers: ClosedRange<Int>) { events.append("list \(numbers)") }
  func more() { events.append("more") }
  func endGather() async { events.append("end") }
  func leaveGather() async { events.append("leave") }
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    events.append("quit \(atEndOfInput)")
    return true
  }
}

@MainActor
final class RecordingGatherViewDelegate: GatherViewDelegate {
  private(set) var events: [String] = []
  func didEndGather(_ gather: Gather) async { events.append("ended") }
  func didLeaveGather() async { events.append("left") }
}
