import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPCPlayerDetail

/// The coordinators' tests: who shows which screen, and who hears that the player was
/// saved. The view controllers never navigate.
@MainActor
struct PlayerDetailCoordinatorTests {
  let ann = Player(id: 1, name: "Ann", age: 30)
  let navigation = RecordingNavigation()

  @Test(.tags(.playerDetailListsEveryField))
  func pickingAFieldStartsAChildCoordinatorWhoseScreenIsPushed() async {
    let (console, _, _) = Console.scripted()
    let coordinator = PlayerDetailCoordinator(
      console: console, player: ann, gatherService: FakeGatherService(),
      playerService: FakePlayerService(players: [ann]), navigation: navigation)
    let detail = coordinator.start()
    #expect(navigation.pushed.isEmpty)
    await detail.handle(CommandInput("edit age"))
    #expect(navigation.pushed.map(\.prompt) == ["edit player> "])
  }

  @Test(.tags(.playerEditSavesATypedValue)) func theChildsSaveUpdatesTheDetailAndPops() async {
    let (console, _, output) = Console.scripted()
    let players = FakePlayerService(players: [ann])
    let coordinator = PlayerDetailCoordinator(
      console: console, player: ann, gatherService: FakeGatherService(), playerService: players,
      navigation: navigation)
    let detail = coordinator.start()
    await detail.handle(CommandInput("edit age"))
    let edit = navigation.pushed[0]
    await edit.handle(CommandInput("set 31"))
    await edit.handle(CommandInput("save"))
    #expect(navigation.pops == 1)
    output.clear()
    await detail.appear()
    #expect(output.text.contains("Age             31"))
  }
}

extension RecordingNavigation: ScreenNavigating {}
