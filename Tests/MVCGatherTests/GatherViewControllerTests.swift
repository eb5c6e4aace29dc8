import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVCGather

/// Records what the controller tells the screen below it.
@MainActor
final class RecordingDelegate: GatherViewControllerDelegate {
  private(set) var events: [String] = []

  func gatherViewController(didEnd gather: Gather) async {
    events.append("ended \(gather.score.map { "\($0)" } ?? "-")")
  }

  func gatherViewControllerDidLeave() async { events.append("left") }
}

/// The controller driven as the screen stack drives it: lines in, what it prints out,
/// what the model keeps, on a test clock.
@MainActor
@Suite
struct GatherViewControllerTests {
  let services = MatchServices()
  let delegate = RecordingDelegate()

  func makeController(_ console: Console, gather: Gather = .fixture) -> GatherViewController {
    GatherViewController(
      gather: gather, console: console, clock: services.clock, gatherService: services.gathers,
      playerService: FakePlayerService(),
      resultService: services.gathers, snapshotService: services.snapshots, delegate: delegate)
  }

  @Test func appearingShowsBothTeamsTheScoreAndTheTimer() async {
    let (console, _, output) = Console.scripted()
    await makeController(console).appear()
    #expect(
      output.lines == [
        "", "Gather: Team A 0-0 Team B", "Team A", "  1  Ann   GK", "  2  Bob   ST", "Team B",
        "  3  Cy    -", "  4  Dee   DEF", "Timer: 10:00 ready",
        "Commands: start|resume, pause, timer, stop, time MM:SS|MM, halves NxMM [break MM], "
          + "goal a|b [og] [N], name a|b [NAME], undo, remove N, score A-B, goals, list, end, "
          + "help, back",
        "",
      ])
    #expect(services.snapshots.saved.count == 1)
  }

  @Test(
    .tags(
      .gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherScoreIsTyped, .gatherBadInputIsOneError))
  func eachCommandChangesTheModelAndSaysWhatHappened() async {
    let (console, _, output) = Console.scripted()
    let controller = makeController(console)
    await controller.appear()
    output.clear()
    for line in ["goal a 2", "goal b og 1", "goal a 7", "undo", "score 2-1", "goals"] {
      await controller.handle(CommandInput(line))
    }
    #expect(
      output.lines == [
        "Goal! -- Team A, Bob. Team A 1-0 Team B",
        "Goal! -- Team B, Ann (own goal). Team A 1-1 Team B",
        "error: there is no player 7; choose a number from 1 to 4",
        "Removed the last goal (-- Team B, Ann (own goal)). Team A 1-0 Team B",
        "Score set: Team A 2-1 Team B.", "Goals (2-1):", "  1  -- Team A, Bob", "  2  -- Team A",
        "  3  -- Team B", "",
      ])
    #expect(services.snapshots.current?.goals.count == 3)
  }

  @Test(.tags(.gatherTimerCountsDown))
  func theTimerRunsOnTheInjectedClockAndAnnouncesTheEnd() async {
    let (console, _, output) = Console.scripted()
    let controller = makeController(console)
    await controller.handle(CommandInput("time 0:02"))
    await controller.handle(CommandInput("start"))
    await services.clock.waitForSleepers(1)
    output.clear()
    await services.clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    services.clock.advance(by: .seconds(1))
    await output.waitUntil(contains: "Time's up!")
    #expect(
      output.lines == [
        "Time left: 00:01", "Time's up! Team A 0-0 Team B. Type 'end' to end the gather.", "",
      ])
  }

  @Test(.tags(.gatherEndSavesTheResult))
  func endAsksThenSavesTheResultAndTellsTheDelegate() async throws {
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let (console, _, output) = Console.scripted(["n", "y"])
    let controller = makeController(console, gather: gather)
    await controller.appear()
    await controller.handle(CommandInput("goal b 4"))
    await controller.handle(CommandInput("end"))
    await controller.handle(CommandInput("end"))
    #expect(output.lines.contains("The gather goes on."))
    #expect(output.lines.contains("Gather ended: Team A 0-1 Team B. Winner: Team B."))
    #expect(delegate.events == ["ended 0-1"])
    #expect(services.gathers.gathers.first?.score == Score(teamA: 0, teamB: 1))
  }

  @Test(.tags(.gatherBackAsksWhileRunning, .gatherLeftMatchGoesOn))
  func backAsksAndLeavesTheMatchSavedWithItsTimerRunningOn() async {
    let (console, _, output) = Console.scripted(["n", "y"])
    let controller = makeController(console)
    await controller.handle(CommandInput("start"))
    services.clock.advance(by: .seconds(5))
    #expect(await controller.goBack() == .stay)
    #expect(await controller.goBack() == .stay)
    let answers = output.lines.filter {
      $0.hasPrefix("The gather goes") || $0.hasPrefix("Left the")
    }
    #expect(
      answers == [
        "The gather goes on.",
        "Left the gather with the timer running (09:55 left); it runs on. 'resume' on the "
          + "player list or your next login says what passed.",
      ])
    #expect(delegate.events == ["left"])
    #expect(services.snapshots.current?.timer.remainingMilliseconds == 595_000)
    #expect(services.snapshots.current?.timer.wasRunning == true)
    #expect(services.snapshots.current?.timer.leftRunningAtMilliseconds == 5_000)
  }

  @Test(.tags(.gatherBadInputIsOneError))
  func anUnknownWordOrAWordWithWhatItDoesNotTakeIsOneError() async {
    let (console, _, output) = Console.scripted()
    let controller = makeController(console)
    await controller.appear()
    output.clear()
    for line in ["kick", "start now", "time", "halves 2", "goal a 99999999999999999999"] {
      await controller.handle(CommandInput(line))
    }
    #expect(
      output.lines.filter { !$0.isEmpty } == [
        "error: unknown command 'kick'; type one of: start, pause, timer, stop, time MM:SS|MM, "
          + "halves NxMM [break MM], goal a|b [N], goal a|b og N, a|b N, bench N, swap N M, "
          + "sub OUT IN, add [a|b] NAME|N, name a|b [NAME], undo, remove N, score A-B, goals, "
          + "list [A-B], more, end, help, back, quit",
        "error: 'start' takes nothing after it; type 'start'",
        "error: type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or "
          + "'time 7'",
        "error: type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break, 'halves 2x22:30' "
          + "for minutes and seconds)",
        "error: there is no player 99999999999999999999; choose a number from 1 to 4",
      ])
    #expect(controller.commands.contains { $0.usage == "goal a|b og N" })
    #expect(services.snapshots.saved.count == 1)
  }

  @Test(.tags(.gatherScoreIsTyped))
  func aTypedScoreStandsForTheGoalsAndIsSaved() async {
    let (console, _, output) = Console.scripted()
    let controller = makeController(console)
    await controller.handle(CommandInput("goal a 1"))
    await controller.handle(CommandInput("score 3-2"))
    #expect(output.lines.contains("Score set: Team A 3-2 Team B."))
    #expect(services.snapshots.current?.score == Score(teamA: 3, teamB: 2))
  }

  @Test(.tags(.gatherTimerCountsDown))
  func theScreenStopsTickingWhenItLeavesTheStack() async {
    let (console, _, output) = Console.scripted()
    let controller = makeController(console)
    await controller.handle(CommandInput("start"))
    await services.clock.waitForSleepers(1)
    await controller.disappear()
    output.clear()
    services.clock.advance(by: .seconds(60))
    await controller.handle(CommandInput("pause"))
    #expect(output.lines.first == "Timer paused at 09:00.")
    #expect(!output.text.contains("Time left"))
  }
}
