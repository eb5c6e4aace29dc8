import Domain
import LineUI
import TestSupport
import Testing

@testable import PlayerDetailFeature

@MainActor
struct PlayerDetailBuilderTests {
  @Test func theBuiltScreenShowsThePlayerRoutesEditsAndTakesChanges() async {
    let (console, _, output) = Console.scripted()
    let listener = RecordingPlayerDetailListener()
    let module = PlayerDetailBuilder(console: console).build(player: .bob, listener: listener)
    await module.screen.appear()
    await module.screen.handle(CommandInput("edit age"))
    #expect(listener.edits == ["age of Bob"])
    #expect(output.lines.contains("  Personal  Name            Bob           edit name"))
    var updated = Player.bob
    updated.age = 31
    module.input.playerDidChange(updated)
    await module.screen.appear()
    #expect(output.lines.contains("            Age             31            edit age"))
    #expect(module.screen.prompt == "player> ")
  }
}
