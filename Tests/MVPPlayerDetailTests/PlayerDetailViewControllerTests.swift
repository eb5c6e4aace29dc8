import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPPlayerDetail

/// MVP's detail and edit screens assembled: the detail controller pushes the edit screen
/// it makes; the edit screen, once saved, tells the detail screen and pops itself.
@MainActor
struct PlayerDetailViewControllerTests {
  let ann = Player(id: 1, name: "Ann", age: 30)
  let navigation = RecordingNavigation()

  @Test(.tags(.playerEditSavesATypedValue, .playerEditAsksBeforeLeavingAChange))
  func anEditSavedIsShownOnTheDetailScreenAndTheEditScreenLeaves() async throws {
    let (console, input, output) = Console.scripted()
    let players = FakePlayerService(players: [ann])
    let detail = PlayerDetailViewController(
      console: console, player: ann, gatherService: FakeGatherService(),
      playerService: players, navigation: navigation)
    #expect(detail.prompt == "player> ")
    #expect(detail.commands.map(\.usage) == ["edit FIELD"])
    await detail.handle(CommandInput("edit age"))
    let edit = try #require(navigation.pushed.first)
    #expect(edit.prompt == "edit player> ")
    #expect(edit.isForm)
    #expect(edit.commands.map(\.usage) == ["set VALUE", "save"])
    await edit.appear()
    await edit.handle(CommandInput("set 31"))
    input.append("keep")
    #expect(await edit.goBack() == .stay)
    #expect(await edit.shouldQuit(atEndOfInput: true))
    await edit.handle(CommandInput("save"))
    #expect(navigation.pops == 1)
    output.clear()
    await detail.appear()
    #expect(output.lines.contains { $0.contains("Age") && $0.contains("31") })
    #expect(players.players.first?.age == 31)
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange)) func leavingAnUnchangedFormAsksNothing()
    async throws
  {
    let (console, _, output) = Console.scripted()
    let detail = PlayerDetailViewController(
      console: console, player: ann, gatherService: FakeGatherService(),
      playerService: FakePlayerService(players: [ann]), navigation: navigation)
    await detail.handle(CommandInput("edit position"))
    let edit = try #require(navigation.pushed.first)
    #expect(edit.commands.map(\.usage) == ["N", "set NAME", "save"])
    output.clear()
    #expect(await edit.goBack() == .pop)
    #expect(await edit.shouldQuit(atEndOfInput: false))
    #expect(output.text.isEmpty)
  }
}

extension RecordingNavigation: ScreenNavigating {}
