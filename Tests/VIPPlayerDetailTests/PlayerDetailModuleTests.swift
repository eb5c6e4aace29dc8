import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import VIPPlayerDetail

/// VIP's detail and edit scenes assembled by their modules: the detail router pushes the
/// edit scene it has assembled; a save there reaches the detail interactor and the edit
/// router pops the scene; leaving a change asks first.
@MainActor
struct PlayerDetailModuleTests {
  let ann = Player(id: 1, name: "Ann", age: 30)
  let navigation = RecordingNavigation()

  func detail(_ console: Console, players: FakePlayerService) -> any Screen {
    PlayerDetailModule(
      console: console, gatherService: FakeGatherService(), playerService: players,
      navigation: navigation
    ).assemble(player: ann)
  }

  @Test(
    .tags(
      .playerEditSavesATypedValue, .playerEditAsksBeforeLeavingAChange, .playerDetailListsEveryField
    )) func aSavedEditIsShownWhenTheDetailAppearsAgain() async throws
  {
    let (console, input, output) = Console.scripted()
    let players = FakePlayerService(players: [ann])
    let detail = detail(console, players: players)
    await detail.appear()
    await detail.handle(CommandInput("edit age"))
    let edit = try #require(navigation.pushed.first)
    #expect(edit.isForm)
    await edit.appear()
    await edit.handle(CommandInput("set 31"))
    input.append("keep")
    #expect(await edit.goBack() == .stay)
    #expect(output.lines.contains("Still editing; type 'save' to keep the new age."))
    await edit.handle(CommandInput("save"))
    #expect(navigation.pops == 1)
    #expect(players.players.first?.age == 31)
    output.clear()
    await detail.appear()
    #expect(output.lines.contains { $0.contains("Age") && $0.contains("31") })
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange)) func quittingAChangedFormAsksUnlessInputEnded()
    async throws
  {
    let (console, input, _) = Console.scripted()
    let detail = detail(console, players: FakePlayerService(players: [ann]))
    await detail.handle(CommandInput("edit name"))
    let edit = try #require(navigation.pushed.first)
    #expect(await edit.shouldQuit(atEndOfInput: false))
    await edit.handle(CommandInput("set Annie"))
    #expect(await edit.shouldQuit(atEndOfInput: true))
    input.append("discard")
    #expect(await edit.shouldQuit(atEndOfInput: false))
    input.append("keep")
    #expect(await edit.shouldQuit(atEndOfInput: false) == false)
  }
}

extension RecordingNavigation: ScreenNavigating {}
