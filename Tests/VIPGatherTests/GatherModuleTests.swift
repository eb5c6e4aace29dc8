import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import VIPGather

/// The module wires view controller, interactor, presenter and router: a line typed goes
/// round the cycle and the router tells the screen that showed the scene.
@MainActor
struct GatherModuleTests {
  final class Delegate: GatherRouterDelegate {
    private(set) var heard: [String] = []
    func gatherRouter(didEnd gather: Gather) async { heard.append("ended") }
    func gatherRouterDidLeave() async { heard.append("left") }
  }

  @Test(.tags(.gatherEndSavesTheResult)) func anEndedGatherGoesBackToThePlayerList() async throws {
    let services = MatchServices()
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let (console, _, output) = Console.scripted(["y"])
    let delegate = Delegate()
    let module = GatherModule(
      console: console, clock: services.clock, gatherService: services.gathers,
      playerService: services.players, resultService: services.gathers,
      snapshotService: services.snapshots)
    let screen = module.assemble(gather: gather, delegate: delegate)
    await screen.appear()
    await (screen as? GatherViewController)?.handle(CommandInput("end"))
    #expect(output.lines.contains("Gather: Team A 0-0 Team B"))
    #expect(delegate.heard == ["ended"])
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice)) func aDiscardedMatchGoesBack()
    async throws
  {
    let services = MatchServices()
    var match = Match(gather: .fixture)
    match.leave(on: services.matchClock)
    let (console, _, _) = Console.scripted(["n", "discard"])
    let delegate = Delegate()
    let module = GatherModule(
      console: console, clock: services.clock, gatherService: services.gathers,
      playerService: services.players, resultService: services.gathers,
      snapshotService: services.snapshots)
    let screen = module.assemble(
      resuming: match.snapshot(on: services.matchClock), delegate: delegate)
    await screen.appear()
    #expect(delegate.heard == ["left"])
  }
}
