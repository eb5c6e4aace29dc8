import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVCPlayerDetail

/// MVC's tests drive the view controllers over a scripted console and the real model. Each
/// test carries the tags of the behaviours it shows (Tests/Support/BehaviourCatalogue).
@MainActor
struct PlayerDetailViewControllerTests {
  let ann = Player(
    id: 1, name: "Ann", age: 30, skill: .amateur, position: .goalkeeper, favouriteTeam: "Ajax")
  let navigation = RecordingNavigation()

  func makeDetail(
    _ console: Console, players: FakePlayerService, gathers: FakeGatherService = FakeGatherService()
  ) -> PlayerDetailViewController {
    PlayerDetailViewController(
      console: console, player: ann, gatherService: gathers, playerService: players,
      navigation: navigation)
  }

  /// The detail of Ann, with the edit screen for `field` pushed and shown.
  func editing(
    _ field: String, _ lines: [String] = [], players: FakePlayerService
  ) async -> (PlayerDetailViewController, any Screen, RecordingOutput) {
    let (console, _, output) = Console.scripted(lines)
    let detail = makeDetail(console, players: players)
    await detail.handle(CommandInput("edit \(field)"))
    let edit = navigation.pushed[0]
    await edit.appear()
    return (detail, edit, output)
  }

  @Test(.tags(.playerDetailListsEveryField))
  func theDetailListsEveryFieldWithItsCommandAndTheRecord() async {
    let (console, _, output) = Console.scripted()
    await makeDetail(console, players: FakePlayerService(players: [ann])).appear()
    #expect(output.lines.contains("Player: Ann"))
    for (field, value, command) in [
      ("Name", "Ann", "edit name"), ("Age", "30", "edit age"),
      ("Favourite club", "Ajax", "edit club"),
      ("Position", "Goalkeeper", "edit position"), ("Skill", "Amateur", "edit skill"),
    ] {
      #expect(
        output.lines.contains { $0.contains(field) && $0.contains(value) && $0.hasSuffix(command) },
        "no row for \(field)")
    }
    #expect(output.lines.contains("Record: played 0, won 0, drawn 0, lost 0, goals 0"))
    #expect(output.lines.contains("Commands: edit name|age|club|position|skill, help, back"))
  }

  @Test(.tags(.playerDetailUnreadableRecordIsOneError))
  func aRecordThatCannotBeReadIsOneErrorAndTheFieldsStillShow() async {
    let (console, _, output) = Console.scripted()
    let gathers = FakeGatherService()
    gathers.setFailure(.storage("the disk is gone"))
    await makeDetail(console, players: FakePlayerService(players: [ann]), gathers: gathers).appear()
    #expect(
      output.lines.first == "error: could not load the record: storage failed: the disk is gone")
    #expect(output.lines.filter { $0.hasPrefix("error:") }.count == 1)
    #expect(output.lines.contains("Player: Ann"))
    #expect(!output.text.contains("Record:"))
  }

  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere))
  func anUnknownFieldAMissingOneOrAnUnknownWordPushesNothing() async {
    let (console, _, output) = Console.scripted()
    let detail = makeDetail(console, players: FakePlayerService())
    await detail.handle(CommandInput("edit height"))
    await detail.handle(CommandInput("edit"))
    await detail.handle(CommandInput("dance"))
    #expect(navigation.pushed.isEmpty)
    #expect(
      output.lines.prefix(2) == [
        "error: there is no field 'height'; choose one of: name, age, club, position, skill",
        "error: type 'edit FIELD' with one of: name, age, club, position, skill",
      ])
    #expect(output.lines[2].hasPrefix("error: unknown command 'dance'"))
  }

  @Test(.tags(.playerEditSavesATypedValue))
  func editPushesTheEditScreenForThatField() async {
    let (_, edit, output) = await editing("age", players: FakePlayerService(players: [ann]))
    #expect(navigation.pushed.map(\.prompt) == ["edit player> "])
    #expect(output.lines.contains("Edit Ann: age"))
    #expect(output.lines.contains("Current age: 30"))
    #expect(output.lines.contains("Commands: set AGE, save, help, back"))
    #expect(edit.commands.map(\.usage) == ["set VALUE", "save"])
    #expect(edit.isForm)
  }

  @Test(.tags(.playerEditSavesATypedValue))
  func aSavedEditUpdatesTheDetailAndPopsTheEditScreen() async {
    let players = FakePlayerService(players: [ann])
    let (detail, edit, output) = await editing("age", players: players)
    await edit.handle(CommandInput("set 31"))
    await edit.handle(CommandInput("save"))
    #expect(output.lines.contains("Saved the age of Ann: 31."))
    #expect(navigation.pops == 1)
    #expect(players.players.first?.age == 31)
    output.clear()
    await detail.appear()
    #expect(output.text.contains("Age             31"))
  }

  @Test(.tags(.playerEditRefusesABadValue))
  func aBadValueTheCurrentOneOrNothingToSaveChangesNothing() async {
    let players = FakePlayerService(players: [ann])
    let (_, edit, output) = await editing("age", players: players)
    output.clear()
    await edit.handle(CommandInput("set 31x"))
    await edit.handle(CommandInput("set 30"))
    await edit.handle(CommandInput("save"))
    await edit.handle(CommandInput("save now"))
    await edit.handle(CommandInput("dance"))
    #expect(
      output.lines.prefix(3) == [
        "error: the age must be a whole number from 5 to 99",
        "That is the current age; there is nothing to save.",
        "error: nothing to save; type 'set AGE' with a different age first",
      ])
    #expect(output.lines[3].hasPrefix("error: "))
    #expect(output.lines[4].hasPrefix("error: unknown command 'dance'"))
    #expect(players.players == [ann])
    #expect(navigation.pops == 0)
  }

  @Test(.tags(.playerEditSavesOnlyItsField))
  func aSaveWritesOnlyItsFieldOverTheRecordAsStoredNow() async {
    let players = FakePlayerService(players: [ann])
    let (_, edit, _) = await editing("age", players: players)
    await edit.handle(CommandInput("set 31"))
    players.changeAsAnotherClient(id: 1) { $0.favouriteTeam = "Benfica" }
    await edit.handle(CommandInput("save"))
    var expected = ann
    expected.age = 31
    expected.favouriteTeam = "Benfica"
    #expect(players.players == [expected])
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber))
  func aChoiceIsPickedByNumberWithTheCurrentOneMarked() async {
    let players = FakePlayerService(players: [ann])
    let (_, edit, output) = await editing("skill", players: players)
    #expect(
      output.lines.contains {
        $0.contains("2") && $0.contains("Amateur") && $0.contains("(current)")
      })
    #expect(output.lines.contains("Commands: N or set NAME to choose, save, help, back"))
    #expect(edit.commands.map(\.usage) == ["N", "set NAME", "save"])
    output.clear()
    await edit.handle(CommandInput("9"))
    await edit.handle(CommandInput("3"))
    await edit.handle(CommandInput("save"))
    #expect(
      output.lines == [
        "error: there is no skill 9; choose a number from 1 to 3",
        "New skill: Professional (was Amateur). Type 'save' to keep it or 'back' to leave it as it was.",
        "Saved the skill of Ann: Professional.", "",
      ])
    #expect(players.players.first?.skill == .professional)
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber))
  func theOldTeamWordOpensTheClub() async {
    let (_, _, output) = await editing("team", players: FakePlayerService(players: [ann]))
    #expect(output.lines.contains("Edit Ann: favourite club"))
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange))
  func leavingAChangedFormAsksFirstAndKeepsTheOldValue() async {
    let players = FakePlayerService(players: [ann])
    let (_, edit, output) = await editing("name", ["n", "y"], players: players)
    #expect(await edit.goBack() == .pop)
    await edit.handle(CommandInput("set Annie"))
    #expect(await edit.goBack() == .stay)
    #expect(output.text.contains("Leave without saving the new name (Annie)? [discard/keep] n"))
    #expect(output.text.contains("Still editing; type 'save' to keep the new name."))
    #expect(await edit.shouldQuit(atEndOfInput: false))
    #expect(await edit.shouldQuit(atEndOfInput: true))
    #expect(players.players == [ann])
  }

  @Test(.tags(.playerEditRefusedSaveStaysOnTheForm))
  func aSaveTheServiceRefusesIsOneErrorAndTheFormStays() async {
    let players = FakePlayerService(players: [ann])
    let (_, edit, output) = await editing("name", players: players)
    await edit.handle(CommandInput("set Annie"))
    players.setFailure(.storage("read-only"))
    output.clear()
    await edit.handle(CommandInput("save"))
    #expect(output.text == "error: could not save the name: storage failed: read-only\n")
    #expect(navigation.pops == 0)
    #expect(await edit.goBack() == .stay)
  }
}

extension RecordingNavigation: ScreenNavigating {}
