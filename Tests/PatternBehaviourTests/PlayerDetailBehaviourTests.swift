import BehaviourCatalogue
import Domain
import TestSupport
import Testing

/// A player's detail screen and the edit screen it opens, written once and run against
/// all six implementations: read one player, go to the child screen, change one field,
/// save, come back.
@MainActor
struct PlayerDetailBehaviourTests {
  static let ann = Player(
    id: 1, name: "Ann", age: 30, skill: .amateur, position: .goalkeeper, favouriteTeam: "Ajax")

  let players = FakePlayerService(players: [Self.ann])
  let gathers = FakeGatherService()

  func transcript(_ pattern: Pattern, _ lines: [String]) async -> String {
    let session = ScreenSession()
    let keeper = await PlayerDetailScreens(session: session, players: players, gathers: gathers)
      .start(pattern, player: Self.ann)
    let text = await session.transcript(of: lines)
    withExtendedLifetime(keeper) {}
    return text
  }

  static let detail = """

    Player: Ann
      Section   Field           Value       To change
      Personal  Name            Ann         edit name
                Age             30          edit age
                Favourite club  Ajax        edit club
      Play      Position        Goalkeeper  edit position
                Skill           Amateur     edit skill
    Record: played 0, won 0, drawn 0, lost 0, goals 0
    Commands: edit name|age|club|position|skill, help, back

    """

  @Test(
    .tags(.playerDetailListsEveryField, .playerDetailRefusesAFieldThatIsNotThere),
    arguments: Pattern.allCases)
  func theDetailListsEveryFieldAndRefusesAFieldThatIsNotThere(pattern: Pattern) async {
    let text = await transcript(pattern, ["edit", "edit height", "dance", "back"])
    #expect(
      text == "parent: the player list shows\n" + Self.detail + """
        player> edit
        error: type 'edit FIELD' with one of: name, age, club, position, skill
        player> edit height
        error: there is no field 'height'; choose one of: name, age, club, position, skill
        player> dance
        error: unknown command 'dance'; type one of: edit FIELD, help, back, quit
        player> back
        parent: the player list shows
        players> 

        """)
  }

  @Test(
    .tags(.playerEditSavesATypedValue, .playerEditRefusesABadValue), arguments: Pattern.allCases)
  func aTypedValueIsSavedAndTheDetailShowsIt(pattern: Pattern) async {
    let text = await transcript(pattern, ["edit age", "set 31x", "set 30", "set 31", "save"])
    #expect(
      text.contains(
        """
        player> edit age

        Edit Ann: age
        Current age: 30
        Commands: set AGE, save, help, back
        edit player> set 31x
        error: the age must be a whole number from 5 to 99
        edit player> set 30
        That is the current age; there is nothing to save.
        edit player> set 31
        New age: 31 (was 30). Type 'save' to keep it or 'back' to leave it as it was.
        edit player> save
        Saved the age of Ann: 31.

        Player: Ann
          Section   Field           Value       To change
          Personal  Name            Ann         edit name
                    Age             31          edit age
        """))
    #expect(players.players.first?.age == 31)
  }

  /// Another client (a second window, another device) changes fields of Ann while her age
  /// is edited here: the save writes the age over the record as it is stored now, so what
  /// the other client saved survives (a save of the record as the form first read it would
  /// lose it without a word).
  @Test(.tags(.playerEditSavesOnlyItsField), arguments: Pattern.allCases)
  func aSaveWritesOnlyItsFieldOverTheRecordAsStoredNow(pattern: Pattern) async {
    let session = ScreenSession()
    let keeper = await PlayerDetailScreens(session: session, players: players, gathers: gathers)
      .start(pattern, player: Self.ann)
    session.input.append("edit age", "set 31")
    session.input.append { [players] in
      players.changeAsAnotherClient(id: 1) {
        $0.favouriteTeam = "Benfica"
        $0.skill = .professional
      }
    }
    session.input.append("save", "back")
    let text = await session.transcript(of: [])
    withExtendedLifetime(keeper) {}
    #expect(text.contains("Saved the age of Ann: 31."))
    #expect(
      players.players == [
        Player(
          id: 1, name: "Ann", age: 31, skill: .professional, position: .goalkeeper,
          favouriteTeam: "Benfica")
      ], "\(pattern.testDescription) overwrote another client's change")
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber), arguments: Pattern.allCases)
  func aChoiceIsPickedByNumberAndTheCurrentOneIsMarked(pattern: Pattern) async {
    let text = await transcript(pattern, ["edit team", "back", "edit skill", "9", "3", "save"])
    #expect(
      text.contains(
        """
        player> edit skill

        Edit Ann: skill
        Current skill: Amateur
          #  Option
          1  Beginner
          2  Amateur       (current)
          3  Professional
        Commands: N or set NAME to choose, save, help, back
        edit player> 9
        error: there is no skill 9; choose a number from 1 to 3
        edit player> 3
        New skill: Professional (was Amateur). Type 'save' to keep it or 'back' to leave it as it was.
        edit player> save
        Saved the skill of Ann: Professional.
        """))
    #expect(text.contains("edit player> back\n" + Self.detail))
    #expect(players.players.first?.skill == .professional)
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange), arguments: Pattern.allCases)
  func leavingAChangedFormAsksAndKeepsTheOldValueUnlessSaved(pattern: Pattern) async {
    let text = await transcript(
      pattern, ["edit club", "save", "set Benfica", "back", "maybe", "n", "back", "y"])
    #expect(
      text.hasSuffix(
        """
        edit player> save
        error: nothing to save; type 'set CLUB' with a different favourite club first
        edit player> set Benfica
        New favourite club: Benfica (was Ajax). Type 'save' to keep it or 'back' to leave it as it was.
        edit player> back
        Leave without saving the new favourite club (Benfica)? [discard/keep] maybe
        error: 'maybe' is not an answer here; type 'discard' or 'keep'
        Leave without saving the new favourite club (Benfica)? [discard/keep] n
        Still editing; type 'save' to keep the new favourite club.
        edit player> back
        Leave without saving the new favourite club (Benfica)? [discard/keep] y

        """ + Self.detail + "player> \n"))
    #expect(players.players == [Self.ann])
  }

  @Test(.tags(.playerDetailUnreadableRecordIsOneError), arguments: Pattern.allCases)
  func aRecordThatCannotBeReadIsOneErrorAndTheFieldsStillShow(pattern: Pattern) async {
    gathers.setFailure(.storage("the disk is gone"))
    let text = await transcript(pattern, [])
    #expect(
      text.hasPrefix(
        """
        parent: the player list shows
        error: could not load the record: storage failed: the disk is gone

        Player: Ann
        """))
    #expect(!text.contains("Record:"))
  }

  @Test(.tags(.playerEditRefusedSaveStaysOnTheForm), arguments: Pattern.allCases)
  func aSaveTheServiceRefusesStaysOnTheForm(pattern: Pattern) async {
    players.setFailure(.storage("read-only"))
    let failing = await transcript(pattern, ["edit name", "set Annie", "save"])
    #expect(
      failing.hasSuffix(
        """
        edit player> save
        error: could not save the name: storage failed: read-only
        edit player> 

        """))
  }
}
