import BehaviourCatalogue
import Domain
import LineUI
import Presentation
import TestDoubles
import TestSupport
import Testing

@testable import GatherFeature

@MainActor
struct GatherViewTests {
  let viewModel = GatherViewModel(
    title: "Gather: Team A 1-0 Team B",
    sections: [
      .init(title: "Team A", rows: [.init(number: "1", name: "Ann", position: "GK")]),
      .init(title: "Team B", rows: [.init(number: "2", name: "Bob", position: "ST")]),
    ],
    timer: "Timer: 09:41 running", hint: GatherText.hint, highestNumber: 2)

  /// The match showing `viewModel`, reporting to a spy presenter.
  let screen = ViewHarness(GatherView.init(console:), presenter: SpyGatherPresenter())

  init() { screen.view.display(viewModel) }

  @Test func rendersBothTeamsTheScoreAndTheTimer() {
    #expect(
      screen.output.text == """

        Gather: Team A 1-0 Team B
        Team A
          1  Ann   GK
        Team B
          2  Bob   ST
        Timer: 09:41 running
        Commands: start|resume, pause, timer, stop, time MM:SS|MM, halves NxMM [break MM], goal a|b [og] [N], name a|b [NAME], undo, remove N, score A-B, goals, list, end, help, back

        """)
  }

  @Test(
    .tags(
      .gatherTimerCountsDown, .gatherHalvesHaveABreak, .gatherTeamIsRenamed,
      .gatherBackAsksWhileRunning)) func eachCommandBecomesOnePresenterCall() async
  {
    let (console, _, _) = Console.scripted()
    let view = GatherView(console: console)
    let presenter = SpyGatherPresenter()
    presenter.expect(.didRequestRename)
    presenter.expect(
      .didRequestTimerStart, .didRequestTimerPause, .didRequestTimerToggle, .didRequestTimerStop,
      .didRequestSetTime, .didRequestHalves, .didRequestGoal, .didRequestUndoGoal,
      .didRequestGoalLog, .didRequestList, .didRequestEnd, .didRequestLeave, .shouldQuit)
    view.display(viewModel)
    let lines = [
      "start", "resume", "pause", "timer", "stop", "time 25:00", "time 0:07", "time 7",
      "halves 2x25 break 5", "halves 2x22:30 break 2:30",
      "halves 3X20", "goal a", "goal B 2", "name a Red  Bibs", "name B", "undo", "goals", "list",
      "end",
    ]
    for line in lines { await view.handle(CommandInput(line), presenter: presenter) }
    #expect(await view.goBack(presenter: presenter) == .stay)
    #expect(await view.shouldQuit(atEndOfInput: true, presenter: presenter))
    #expect(
      presenter.events == [
        "didRequestTimerStart", "didRequestTimerStart", "didRequestTimerPause",
        "didRequestTimerToggle", "didRequestTimerStop", "didRequestSetTime(1500)",
        "didRequestSetTime(7)", "didRequestSetTime(420)", "didRequestHalves(2, 1500, 300)",
        "didRequestHalves(2, 1350, 150)", "didRequestHalves(3, 1200, 0)",
        "didRequestGoal(Team A, nil)", "didRequestGoal(Team B, 2)",
        "didRequestRename(Team A, Red Bibs)", "didRequestRename(Team B, nil)", "didRequestUndoGoal",
        "didRequestGoalLog", "didRequestList", "didRequestEnd", "didRequestLeave",
        "shouldQuit(atEndOfInput: true)",
      ])
  }

  @Test(
    .tags(.gatherBadInputIsOneError),
    arguments: [
      ("start now", "error: 'start' takes nothing after it; type 'start'"),
      ("end it", "error: 'end' takes nothing after it; type 'end'"),
      (
        "time",
        "error: type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or 'time 7'"
      ),
      (
        "time 10:60",
        "error: type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or 'time 7'"
      ),
      (
        "time 1:5",
        "error: type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or 'time 7'"
      ),
      (
        "halves 2",
        "error: type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break, 'halves 2x22:30' for minutes and seconds)"
      ),
      (
        "halves 2x25 pause 5",
        "error: type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break, 'halves 2x22:30' for minutes and seconds)"
      ),
      (
        "goal c",
        "error: type 'goal a' or 'goal b', and the scorer's number: 'goal a 3' ('goal a og 7' for an own goal)"
      ),
      ("goal a 3", "error: there is no player 3; choose a number from 1 to 2"),
      ("name", "error: type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'"),
      ("name c Bibs", "error: type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'"),
    ])
  func badInputIsOneErrorAndNoPresenterCall(line: String, expected: String) async {
    await screen.expectRefusal(of: line, saying: expected)
  }

  @Test func announcementsGoThroughTheConsole() {
    let (console, _, output) = Console.scripted()
    GatherView(console: console).announce("Time left: 00:09", bell: true)
    #expect(output.text == "Time left: 00:09\n")
  }
}

@MainActor
struct GatherViewSafetyTests {
  @Test func namesCannotSendCommandsToTheTerminal() {
    let (console, _, output) = Console.scripted()
    let view = GatherView(console: console)
    view.displayLines(["Goals (1-0):", "  1' Team A, Ann\u{1B}[2J"])
    view.announce("Goal by \u{1B}[31mEve", bell: false)
    #expect(
      output.lines == [
        "Goals (1-0):", "  1' Team A, Ann\\u{1B}[2J", "Goal by \\u{1B}[31mEve", "",
      ])
  }
}

@MainActor
struct GatherCorrectionViewTests {
  @Test(.tags(.gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherScoreIsTyped))
  func ownGoalsRemoveAndScoreBecomeOnePresenterCallEach() async {
    let (console, _, output) = Console.scripted()
    let view = GatherView(console: console)
    let presenter = SpyGatherPresenter()
    presenter.expect(.didRequestGoal, .didRequestRemoveGoal, .didRequestSetScore)
    view.display(
      GatherPresenter.Formatter.viewModel(
        of: MatchStatus(match: Match(gather: .fixture), remaining: .seconds(600))))
    for line in ["goal a og 3", "remove 2", "score 3-2", "score three", "remove", "goal a og"] {
      await view.handle(CommandInput(line), presenter: presenter)
    }
    #expect(
      presenter.events == [
        "didRequestGoal(Team A, 3, og)", "didRequestRemoveGoal(2)", "didRequestSetScore(3-2)",
      ])
    #expect(
      output.lines.filter { $0.hasPrefix("error:") } == [
        "error: type the score as Team A-Team B, e.g. 'score 3-2'",
        "error: type 'remove N' with the goal's number from 'goals'",
        "error: type 'goal a og N' with the number of the player who scored it",
      ])
  }
}
