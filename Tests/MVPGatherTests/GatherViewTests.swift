import BehaviourCatalogue
import Domain
import LineUI
import MVPTestSupport
import TestSupport
import Testing

@testable import MVPGather

/// MVP's passive match view over a scripted console, with a recording presenter: each
/// test runs MVPTestSupport's `GatherViewCheck` of its name (written once for MVP and
/// MVP-C) on this pattern's view, with the doubles below.
@MainActor
struct GatherViewTests {
  @Test(.tags(.gatherTimerCountsDown, .gatherHalvesHaveABreak)) func timerCommandsAreOneCallEach()
    async
  {
    await GatherViewCheck.timerCommandsAreOneCallEach.run(GatherViewTestFactory())
  }

  @Test(
    .tags(
      .gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherScoreIsTyped, .gatherNamesWorkLikeNumbers)
  ) func scoreCommandsTakeNumbersOrNames() async {
    await GatherViewCheck.scoreCommandsTakeNumbersOrNames.run(GatherViewTestFactory())
  }

  @Test(
    .tags(
      .gatherLineUpChanges, .gatherLatecomersJoin, .gatherTeamIsRenamed, .gatherNamesWorkLikeNumbers
    )) func lineUpCommandsTakeNumbersOrNames() async
  {
    await GatherViewCheck.lineUpCommandsTakeNumbersOrNames.run(GatherViewTestFactory())
  }

  @Test(.tags(.gatherLongLineUpPages)) func listingPagesByNumbersAndMore() async {
    await GatherViewCheck.listingPagesByNumbersAndMore.run(GatherViewTestFactory())
  }

  @Test(.tags(.gatherBadInputIsOneError, .gatherBadLineUpInputChangesNothing))
  func badInputIsOneErrorAndNoCall() async {
    await GatherViewCheck.badInputIsOneErrorAndNoCall.run(GatherViewTestFactory())
  }

  @Test(.tags(.gatherListsTwentyFiveATeam, .gatherLongLineUpPages))
  func theMatchIsWrittenAsTwoTeamsTheTimerAndTheHint() async {
    await GatherViewCheck.theMatchIsWrittenAsTwoTeamsTheTimerAndTheHint.run(GatherViewTestFactory())
  }

  @Test(.tags(.gatherLongLineUpPages))
  func aChangeOnALongLineUpWritesOnlyTheTimerLine() async {
    await GatherViewCheck.aChangeOnALongLineUpWritesOnlyTheTimerLine.run(GatherViewTestFactory())
  }

  @Test(.tags(.gatherTimerCountsDown)) func messagesErrorsAndAnnouncementsAreWrittenAsTold() async {
    await GatherViewCheck.messagesErrorsAndAnnouncementsAreWrittenAsTold.run(
      GatherViewTestFactory())
  }

  @Test(.tags(.gatherEndSavesTheResult, .gatherBackAsksWhileRunning))
  func endingAndLeavingArePassedToTheDelegate() async {
    await GatherViewCheck.endingAndLeavingArePassedToTheDelegate.run(GatherViewTestFactory())
  }
}

/// MVP's match view with its presenter and the recording doubles below, as the checks drive
/// it.
@MainActor
private struct GatherViewTestFactory: GatherViewFactory {
  let recording = RecordingGatherPresenter()
  func presenter(on view: GatherView, match: Match, services: MatchServices)
    -> any MVPGatherPresenting
  {
    GatherPresenter(
      view: view, match: match, opening: .started, clock: services.matchClock,
      gatherService: services.gathers, playerService: services.players,
      resultService: services.gathers, snapshots: services.snapshotWriter)
  }
  var events: [String] { recording.events }
  func handle(_ line: String, on view: GatherView) async {
    await view.handle(CommandInput(line), presenter: recording)
  }
  func delegate(of view: GatherView) -> () -> [String] {
    let delegate = RecordingGatherViewDelegate()
    view.delegate = delegate
    return { delegate.events }
  }
}

extension GatherView: MVPGatherViewing {}

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
