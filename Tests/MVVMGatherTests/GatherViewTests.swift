import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVVMGather

/// The view's own share, over a scripted console with its real view model: it turns each
/// line into an input, prints every output, asks the questions the view model asks (yes/no,
/// discard, reset) and goes where `exit` says. What the screen decides is the view model's
/// tests'.
@MainActor
struct GatherViewTests {
  @Test(.tags(.gatherBadInputIsOneError))
  func everyCommandWordIsReadAndABadLineIsOneError() async throws {
    let harness = try await GatherHarness.appeared()
    _ = harness.said()
    await harness.type(
      "kick", "start now", "time", "halves 2", "goal c", "remove x", "score three", "name",
      "undo", "a 9")
    #expect(
      harness.said() == [
        "error: unknown command 'kick'; type one of: start, pause, timer, stop, time MM:SS|MM, "
          + "halves NxMM [break MM], goal a|b [N], goal a|b og N, a|b N, bench N, swap N M, "
          + "sub OUT IN, add [a|b] NAME|N, name a|b [NAME], undo, remove N, score A-B, goals, "
          + "list [A-B], more, end, help, back, quit",
        "error: 'start' takes nothing after it; type 'start'",
        "error: type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or "
          + "'time 7'",
        "error: type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break, 'halves 2x22:30' "
          + "for minutes and seconds)",
        "error: type 'goal a' or 'goal b', and the scorer's number: 'goal a 3' ('goal a og 7' "
          + "for an own goal)",
        "error: type 'remove N' with the goal's number from 'goals'",
        "error: type the score as Team A-Team B, e.g. 'score 3-2'",
        "error: type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'",
        "error: there is no goal to undo; the score is 0-0",
        "error: there is no player 9; choose a number from 1 to 4",
      ])
    #expect(harness.services.snapshots.saved.count == 1)
  }

  @Test(
    .tags(.gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherScoreIsTyped, .gatherTeamIsRenamed))
  func theScoreCommandsPrintWhatTheViewModelSays() async throws {
    let harness = try await GatherHarness.appeared()
    _ = harness.said()
    await harness.type(
      "goal a 1", "goal b og 2", "goals", "undo", "remove 1", "score 3-2", "name a Bibs", "name a")
    #expect(
      harness.said() == [
        "Goal! -- Team A, Ann. Team A 1-0 Team B",
        "Goal! -- Team B, Bob (own goal). Team A 1-1 Team B", "Goals (1-1):",
        "Removed the last goal (-- Team B, Bob (own goal)). Team A 1-0 Team B",
        "Removed goal 1 (-- Team A, Ann). Team A 0-0 Team B", "Score set: Team A 3-2 Team B.",
        "Team A is now called Bibs; 'goal a N' still scores for it.",
        "Team A is called Team A again.",
      ])
  }

  @Test(.tags(.gatherTimerCountsDown, .gatherHalvesMidMatchAskFirst))
  func theTimerCommandsAndTheResetQuestionAreAskedOnTheConsole() async throws {
    let harness = try await GatherHarness.appeared(["reset"])
    _ = harness.said()
    await harness.type("start")
    await harness.play(60, until: "Time left: 09:00")
    await harness.type("timer", "timer", "pause", "stop", "time 5", "halves 2x1 break 1")
    let said = harness.said()
    #expect(
      Array(said.prefix(6)) == [
        "Timer running: 10:00.", "Time left: 09:00", "Timer paused at 09:00.",
        "Timer running: 09:00.", "Timer paused at 09:00.",
        "Timer stopped and reset to 10:00. The match clock goes on from 01:00 played.",
      ])
    #expect(said.contains("Match set to 2 periods of 01:00 with a 01:00 break."))
    #expect(
      said.contains(
        "The match clock has 01:00 played. Reset it to 00:00 for these halves? Goals after that "
          + "count from 1' again. [reset/keep] reset"))
    await harness.controller.disappear()
  }

  @Test(.tags(.gatherEndSavesTheResult, .gatherQuitAsksFirst, .gatherBackAsksWhileRunning))
  func theWaysOutAskFirstAndTellTheScreenBelow() async throws {
    let harness = try await GatherHarness.appeared(["n", "n", "n", "y"])
    _ = harness.said()
    #expect(await harness.controller.goBack() == .stay)
    #expect(await harness.controller.shouldQuit(atEndOfInput: false) == false)
    #expect(harness.delegate.events.isEmpty)
    await harness.type("goal b 4", "end", "end")
    #expect(harness.delegate.events == ["ended 0-1"])
    let said = harness.said()
    #expect(said.filter { $0 == "The gather goes on." }.count == 3)
    #expect(said.contains("Gather ended: Team A 0-1 Team B. Winner: Team B."))
    let leaving = try await GatherHarness.appeared(["y"])
    #expect(await leaving.controller.goBack() == .stay)
    #expect(leaving.delegate.events == ["left"])
    let quitting = try await GatherHarness.appeared(["y"])
    #expect(await quitting.controller.shouldQuit(atEndOfInput: false))
    #expect(await quitting.controller.shouldQuit(atEndOfInput: true))
    #expect(quitting.delegate.events.isEmpty)
  }

  @Test(.tags(.gatherUnfinishedMatchResumes, .gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func aMatchOfferedBackIsResumedOrDiscardedOnTheAnswersTyped() async throws {
    let services = MatchServices()
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let snapshot = Match(gather: gather).snapshot(at: .zero)
    let delegate = RecordingDelegate()
    func screen(_ answers: [String]) -> (GatherViewController, RecordingOutput) {
      let (console, _, output) = Console.scripted(answers)
      let view = GatherViewController(
        resuming: snapshot, console: console, clock: services.clock,
        gatherService: services.gathers, playerService: FakePlayerService(),
        resultService: services.gathers, snapshotService: services.snapshots, delegate: delegate)
      return (view, output)
    }
    let (resumed, shown) = screen(["y"])
    await resumed.appear()
    #expect(shown.lines.first == "Unfinished match found: Team A 0-0 Team B, 10:00 left (ready).")
    #expect(shown.lines.contains("Timer: 10:00 ready"))
    let (kept, _) = screen(["n", "keep"])
    await kept.appear()
    let (discarded, said) = screen(["n", "discard"])
    await discarded.appear()
    #expect(said.lines.contains("Discarded the unfinished match."))
    #expect(delegate.events == ["left", "left"])
    #expect(services.gathers.gathers.isEmpty)
  }

  @Test(.tags(.gatherLatecomersJoin, .gatherLineUpChanges))
  func aLatecomerIsAskedAboutOnTheConsoleAndJoins() async throws {
    let harness = try await GatherHarness.appeared(
      ["n", "y"], roster: FakePlayerService(players: [.ann, .bob, .cy, .dee]))
    _ = harness.said()
    await harness.type("add b Zoë", "add b Zoë", "bench 5")
    #expect(
      harness.said() == [
        "Zoë is not on the roster. Add Zoë to the roster as a guest, and to this match? [y/n] n",
        "Nobody was added.",
        "Zoë is not on the roster. Add Zoë to the roster as a guest, and to this match? [y/n] y",
        "Line-up: Zoë joins Team B as number 5.", "Line-up: Zoë to the Bench (from Team B).",
      ])
    #expect(harness.controller.viewModel.match.players(of: .bench).map(\.name) == ["Zoë"])
  }
}
