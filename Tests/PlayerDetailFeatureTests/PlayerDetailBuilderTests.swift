import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import PlayerDetailFeature

@MainActor
struct PlayerDetailBuilderTests {
  @Test(.tags(.playerDetailListsEveryField, .playerEditSavesATypedValue))
  func theBuiltScreenShowsThePlayerRoutesEditsAndTakesChanges() async {
    let (console, _, output) = Console.scripted()
    let router = RecordingPlayerDetailRouter()
    router.expect(.edit)
    let gathers = FakeGatherService(gathers: [
      Gather(
        id: FakeGatherService.id(1), players: [GatherPlayer(player: .bob, team: .teamB)],
        score: Score(teamA: 0, teamB: 2), goals: [Goal(team: .teamB, scorerID: Player.bob.id)])
    ])
    let module = PlayerDetailBuilder(
      console: console, gatherService: gathers, playerService: FakePlayerService(players: [.bob])
    ).build(player: .bob, router: router)
    await module.screen.appear()
    await module.screen.handle(CommandInput("edit age"))
    #expect(router.edits == ["age of Bob"])
    #expect(output.lines.contains("  Personal  Name            Bob           edit name"))
    #expect(output.lines.contains("Record: played 1, won 1, drawn 0, lost 0, goals 1"))
    var updated = Player.bob
    updated.age = 31
    module.input.playerDidChange(updated)
    await module.screen.appear()
    #expect(output.lines.contains("            Age             31            edit age"))
    #expect(module.screen.prompt == "player> ")
  }
}
