import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPCPlayerDetail

/// MVP-C's edit screen as its coordinator makes it: a form that lists its commands and
/// asks before leaving a change, unless input has ended.
@MainActor
struct PlayerEditViewControllerTests {
  let ann = Player(id: 1, name: "Ann", age: 30)
  let navigation = RecordingNavigation()

  @Test(.tags(.playerEditAsksBeforeLeavingAChange)) func leavingAChangedFormAsksFirst() async throws
  {
    let (console, input, _) = Console.scripted()
    let detail = PlayerDetailCoordinator(
      console: console, player: ann, gatherService: FakeGatherService(),
      playerService: FakePlayerService(players: [ann]), navigation: navigation
    ).start()
    #expect(detail.prompt == "player> ")
    #expect(detail.commands.map(\.usage) == ["edit FIELD"])
    await detail.handle(CommandInput("edit age"))
    let edit = try #require(navigation.pushed.first)
    #expect(edit.isForm)
    #expect(edit.commands.map(\.usage) == ["set VALUE", "save"])
    #expect(await edit.goBack() == .pop)
    await edit.appear()
    await edit.handle(CommandInput("set 31"))
    input.append("keep")
    #expect(await edit.goBack() == .stay)
    #expect(await edit.shouldQuit(atEndOfInput: true))
    input.append("discard")
    #expect(await edit.shouldQuit(atEndOfInput: false))
  }
}
