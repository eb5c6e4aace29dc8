import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVVMPlayerDetail

/// The views' own share, over a scripted console with their real view models: each prints
/// the outputs it is bound to, turns lines into inputs, pushes the edit screen the detail
/// view model made and pops it after a save. What the screens decide is the view models'
/// tests'.
@MainActor
struct PlayerDetailViewControllerTests {
  let ann = Player(
    id: 1, name: "Ann", age: 30, skill: .amateur, position: .goalkeeper, favouriteTeam: "Ajax")
  let navigation = RecordingNavigation()

  func detail(
    _ lines: [String] = [], players: FakePlayerService,
    gathers: FakeGatherService = FakeGatherService()
  ) -> (PlayerDetailViewController, RecordingOutput) {
    let (console, _, output) = Console.scripted(lines)
    let view = PlayerDetailViewController(
      console: console, player: ann, gatherService: gathers, playerService: players,
      navigation: navigation)
    return (view, output)
  }

  @Test(.tags(.playerDetailListsEveryField, .playerDetailRefusesAFieldThatIsNotThere))
  func theDetailPrintsItsTableAndRefusesAnUnknownWord() async {
    let (view, output) = detail(players: FakePlayerService(players: [ann]))
    await view.appear()
    #expect(output.lines.contains("Player: Ann"))
    #expect(output.lines.contains { $0.contains("Favourite club") && $0.hasSuffix("edit club") })
    #expect(output.lines.contains("Record: played 0, won 0, drawn 0, lost 0, goals 0"))
    #expect(output.lines.contains("Commands: edit name|age|club|position|skill, help, back"))
    output.clear()
    await view.handle(CommandInput("dance"))
    await view.handle(CommandInput("edit height"))
    #expect(output.lines.count == 3)
    #expect(output.lines[0].hasPrefix("error: unknown command 'dance'"))
    #expect(navigation.pushed.isEmpty)
  }

  @Test(.tags(.playerEditSavesATypedValue))
  func aTypedValueIsSavedTheEditScreenPopsAndTheDetailShowsIt() async {
    let players = FakePlayerService(players: [ann])
    let (view, output) = detail(players: players)
    await view.handle(CommandInput("edit age"))
    let edit = navigation.pushed[0]
    await edit.appear()
    #expect(output.lines.contains("Edit Ann: age"))
    #expect(output.lines.contains("Current age: 30"))
    #expect(edit.commands.map(\.usage) == ["set VALUE", "save"])
    #expect(edit.isForm)
    await edit.handle(CommandInput("set 31"))
    await edit.handle(CommandInput("save"))
    #expect(output.lines.contains("Saved the age of Ann: 31."))
    #expect(navigation.pops == 1)
    output.clear()
    await view.appear()
    #expect(output.text.contains("Age             31"))
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber, .playerEditRefusesABadValue))
  func aChoicePrintsItsNumberedOptionsAndTakesANumber() async {
    let players = FakePlayerService(players: [ann])
    let (view, output) = detail(players: players)
    await view.handle(CommandInput("edit skill"))
    let edit = navigation.pushed[0]
    await edit.appear()
    #expect(output.lines.contains { $0.contains("Amateur") && $0.contains("(current)") })
    #expect(edit.commands.map(\.usage) == ["N", "set NAME", "save"])
    output.clear()
    await edit.handle(CommandInput("9"))
    await edit.handle(CommandInput("save now"))
    await edit.handle(CommandInput("dance"))
    await edit.handle(CommandInput("3"))
    #expect(output.lines[0] == "error: there is no skill 9; choose a number from 1 to 3")
    #expect(output.lines[1].hasPrefix("error: "))
    #expect(output.lines[2].hasPrefix("error: unknown command 'dance'"))
    #expect(output.lines[3].hasPrefix("New skill: Professional (was Amateur)."))
    #expect(players.players == [ann])
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange, .playerEditRefusedSaveStaysOnTheForm))
  func leavingAChangedFormAsksAndARefusedSaveStays() async {
    let players = FakePlayerService(players: [ann])
    let (view, output) = detail(["n", "y"], players: players)
    await view.handle(CommandInput("edit name"))
    let edit = navigation.pushed[0]
    #expect(await edit.goBack() == .pop)
    await edit.handle(CommandInput("set Annie"))
    players.setFailure(.storage("read-only"))
    await edit.handle(CommandInput("save"))
    #expect(output.lines.contains("error: could not save the name: storage failed: read-only"))
    #expect(navigation.pops == 0)
    #expect(await edit.goBack() == .stay)
    #expect(output.text.contains("Leave without saving the new name (Annie)? [discard/keep] n"))
    #expect(output.text.contains("Still editing; type 'save' to keep the new name."))
    #expect(await edit.shouldQuit(atEndOfInput: false))
    #expect(await edit.shouldQuit(atEndOfInput: true))
    #expect(players.players == [ann])
  }

  @Test(.tags(.playerDetailUnreadableRecordIsOneError))
  func aRecordThatCannotBeReadIsPrintedAsOneError() async {
    let gathers = FakeGatherService()
    gathers.setFailure(.storage("the disk is gone"))
    let (view, output) = detail(players: FakePlayerService(players: [ann]), gathers: gathers)
    await view.appear()
    #expect(
      output.lines.filter { $0.hasPrefix("error:") } == [
        "error: could not load the record: storage failed: the disk is gone"
      ])
    #expect(output.lines.contains("Player: Ann"))
  }
}

extension RecordingNavigation: ScreenNavigating {}
