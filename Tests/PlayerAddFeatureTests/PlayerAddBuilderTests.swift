import Domain
import LineUI
import TestSupport
import Testing

@testable import PlayerAddFeature

@MainActor
struct PlayerAddBuilderTests {
  @Test func theBuiltScreenAddsThroughTheServiceAndTellsItsRouter() async {
    let service = FakePlayerService()
    let (console, _, output) = Console.scripted()
    let router = RecordingPlayerAddRouter()
    router.expect(.finishAdding)
    let screen = PlayerAddBuilder(console: console, playerService: service)
      .build(router: router)
    await screen.appear()
    for line in ["name Ann", "age 31", "position 1", "save"] {
      await screen.handle(CommandInput(line))
    }
    let ann = Player(id: 1, name: "Ann", age: 31, position: .goalkeeper)
    #expect(service.players == [ann])
    #expect(router.finished == [ann])
    #expect(output.text.contains("Added Ann to the roster."))
    #expect(screen.prompt == "new player> ")
  }
}
