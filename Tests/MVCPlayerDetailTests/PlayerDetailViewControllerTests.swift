import Domain
import LineUI
import TestSupport
import Testing

@testable import MVCPlayerDetail

/// MVC's tests drive the view controllers over a scripted console and the real model.
@MainActor
struct PlayerDetailViewControllerTests {
  let ann = Player(id: 1, name: "Ann", age: 30, position: .goalkeeper)
  let navigation = RecordingNavigation()

  func makeDetail(_ console: Console, players: FakePlayerService) -> PlayerDetailViewController {
    PlayerDetailViewController(
      console: console, player: ann, gatherService: FakeGatherService(), playerService: players,
      navigation: navigation)
  }

  @Test func editPushesTheEditScreenForThatField() async {
    let (console, _, output) = Console.scripted()
    let players = FakePlayerService(players: [ann])
    let detail = makeDetail(console, players: players)
    await detail.handle(CommandInput("edit age"))
    #expect(navigation.pushed.map(\.prompt) == ["edit player> "])
    await navigation.pushed.first?.appear()
    #expect(output.text.contains("Current age: 30"))
  }

  @Test func aSavedEditUpdatesTheDetailAndPopsTheEditScreen() async {
    let (console, _, output) = Console.scripted()
    let players = FakePlayerService(players: [ann])
    let detail = makeDetail(console, players: players)
    await detail.handle(CommandInput("edit age"))
    let edit = navigation.pushed[0]
    await edit.handle(CommandInput("set 31"))
    await edit.handle(CommandInput("save"))
    #expect(navigation.pops == 1)
    #expect(players.players.first?.age == 31)
    output.clear()
    await detail.appear()
    #expect(output.text.contains("Age             31"))
  }

  @Test func anUnknownFieldPushesNothing() async {
    let (console, _, output) = Console.scripted()
    let detail = makeDetail(console, players: FakePlayerService())
    await detail.handle(CommandInput("edit height"))
    #expect(navigation.pushed.isEmpty)
    #expect(output.text.hasPrefix("error: there is no field 'height'"))
  }

  @Test func leavingAChangedFormAsksFirst() async {
    let (console, _, output) = Console.scripted(["n"])
    let detail = makeDetail(console, players: FakePlayerService(players: [ann]))
    await detail.handle(CommandInput("edit name"))
    let edit = navigation.pushed[0]
    await edit.handle(CommandInput("set Annie"))
    #expect(await edit.goBack() == .stay)
    #expect(output.text.contains("Leave without saving the new name (Annie)? [discard/keep] n"))
  }
}

extension RecordingNavigation: ScreenNavigating {}
