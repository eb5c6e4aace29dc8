import Domain
import LineUI
import TestSupport
import Testing

@testable import PlayerAddFeature

@MainActor
struct PlayerAddBuilderTests {
  @Test func theBuiltScreenAddsThroughTheServiceAndTellsTheListener() async {
    let service = FakePlayerService()
    let (console, _, output) = Console.scripted()
    let listener = RecordingPlayerAddListener()
    listener.expect(.playerAddDidAdd)
    let screen = PlayerAddBuilder(console: console, playerService: service)
      .build(listener: listener)
    await screen.appear()
    for line in ["name Ann", "age 31", "position 1", "save"] {
      await screen.handle(CommandInput(line))
    }
    let ann = Player(id: 1, name: "Ann", age: 31, position: .goalkeeper)
    #expect(service.players == [ann])
    #expect(listener.added == [ann])
    #expect(output.text.contains("Added Ann to the roster."))
    #expect(screen.prompt == "new player> ")
  }
}
