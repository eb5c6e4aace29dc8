import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPGather

/// MVP's match screen assembled: the view controller makes the view and the presenter on
/// the injected clock and services, and tells its delegate when the match ends or is left.
@MainActor
struct GatherViewControllerTests {
  let services = MatchServices()
  let delegate = RecordingGatherDelegate()

  func controller(_ console: Console, gather: Gather) -> GatherViewController {
    GatherViewController(
      gather: gather, console: console, clock: services.clock, gatherService: services.gathers,
      playerService: services.players, resultService: services.gathers,
      snapshotService: services.snapshots, delegate: delegate)
  }

  @Test(
    .tags(
      .gatherGoalIsScored, .gatherNamesWorkLikeNumbers, .gatherEndSavesTheResult,
      .gatherTabCompletesNames)) func aGoalTypedIsShownSavedAndTheEndReachesTheDelegate()
    async throws
  {
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let (console, input, output) = Console.scripted()
    let controller = controller(console, gather: gather)
    #expect(controller.prompt == "gather> ")
    #expect(controller.commands.count == 21)
    await controller.appear()
    #expect(controller.completion.argumentWords == ["Ann", "Bob", "Cy", "Dee"])
    output.clear()
    await controller.handle(CommandInput("goal a Bob"))
    input.append("y")
    await controller.handle(CommandInput("end"))
    #expect(output.lines.first == "Goal! -- Team A, Bob. Team A 1-0 Team B")
    #expect(delegate.events == ["ended 1-0"])
    #expect(services.gathers.gathers.first?.score == Score(teamA: 1, teamB: 0))
  }

  @Test(.tags(.gatherBackAsksWhileRunning, .gatherQuitAsksFirst))
  func backAndQuitAskFirstAndLeaveTheMatchKept() async {
    let (console, input, output) = Console.scripted()
    let controller = controller(console, gather: .fixture)
    await controller.appear()
    await controller.handle(CommandInput("start"))
    input.append("n")
    #expect(await controller.goBack() == .stay)
    #expect(delegate.events.isEmpty)
    input.append("y")
    #expect(await controller.goBack() == .stay)
    #expect(delegate.events == ["left"])
    #expect(
      output.lines.contains { $0.hasPrefix("Left the gather with the timer running (10:00 left)") })
    #expect(await controller.shouldQuit(atEndOfInput: true))
    await controller.disappear()
    #expect(services.snapshots.current != nil)
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func aMatchLeftUnfinishedIsOfferedBackAndKeptUnlessDiscarded() async throws {
    let snapshot = Match(gather: .fixture).snapshot(on: MatchClock(services.clock))
    let (console, _, output) = Console.scripted(["n", "keep"])
    let controller = GatherViewController(
      resuming: snapshot, console: console, clock: services.clock,
      gatherService: services.gathers, playerService: services.players,
      resultService: services.gathers, snapshotService: services.snapshots, delegate: delegate)
    await controller.appear()
    #expect(output.lines.first == "Unfinished match found: Team A 0-0 Team B, 10:00 left (ready).")
    #expect(delegate.events == ["left"])
  }
}

/// Records what the controller tells the screen below it.
@MainActor
final class RecordingGatherDelegate: GatherViewControllerDelegate {
  private(set) var events: [String] = []
  func gatherViewController(didEnd gather: Gather) async {
    events.append("ended \(gather.score.map { "\($0.teamA)-\($0.teamB)" } ?? "-")")
  }
  func gatherViewControllerDidLeave() async { events.append("left") }
}
