import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import PlayerEditFeature

@MainActor
struct PlayerEditBuilderTests {
  @Test(
    .tags(.playerEditSavesATypedValue, .playerEditPicksAChoiceByNumber, .playerEditRefusesABadValue)
  ) func theBuiltScreenSavesThroughTheServiceAndTellsItsRouter() async {
    let service = FakePlayerService(players: [.ann])
    let (console, _, output) = Console.scripted()
    let router = RecordingPlayerEditRouter()
    router.expect(.finishEditing)
    let screen = PlayerEditBuilder(console: console, playerService: service)
      .build(player: .ann, field: .position, router: router)
    await screen.appear()
    await screen.handle(CommandInput("save"))
    await screen.handle(CommandInput("5"))
    await screen.handle(CommandInput("save"))
    var striker = Player.ann
    striker.position = .striker
    #expect(service.players == [striker])
    #expect(router.finished == [striker])
    #expect(output.lines.contains("error: nothing to save; choose a different position first"))
    #expect(output.lines.contains("Saved the position of Ann: Striker."))
    #expect(screen.prompt == "edit player> ")
  }
}
