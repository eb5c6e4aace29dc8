import Domain
import LineUI
import TestSupport
import Testing

@testable import ConfirmPlayersFeature

@MainActor
struct ConfirmPlayersBuilderTests {
  @Test func theBuiltScreenBalancesAndStartsThroughTheService() async {
    let service = FakeGatherService()
    let (console, _, output) = Console.scripted()
    let router = RecordingConfirmPlayersRouter()
    router.expect(.startMatch)
    let screen = ConfirmPlayersBuilder(
      console: console, gatherService: service, snapshotService: FakeMatchSnapshotService(),
      draftService: FakeTeamDraftService(), makeSeed: { 1 }
    ).build(players: Player.six, router: router)
    await screen.appear()
    await screen.handle(CommandInput("balance"))
    await screen.handle(CommandInput("start"))
    #expect(screen.prompt == "confirm> ")
    #expect(output.text.contains("Balanced with seed 1"))
    #expect(service.gathers.count == 1)
    #expect(service.gathers.first?.players.count == 6)
    #expect(router.gathers == service.gathers)
  }
}
