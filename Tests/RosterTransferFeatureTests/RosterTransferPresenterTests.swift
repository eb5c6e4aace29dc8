import Domain
import Testing

@testable import RosterTransferFeature

@MainActor
struct RosterTransferPresenterTests {
  let view = SpyRosterTransferView()
  let interactor = StubRosterTransferInteractor(players: [.ann, .bob])
  let router = RecordingRosterTransferRouter()

  func makePresenter() async -> RosterTransferPresenter {
    RosterTransferPresenter(view: view, interactor: interactor, router: router)
  }

  @Test func exportingToAFileSaysWhereAndHowMany() async {
    view.expect(.displayMessage)
    interactor.expect(.allPlayers, .export)
    await makePresenter().export(format: "CSV", to: "team.csv")
    #expect(interactor.exports == ["2 as csv to team.csv"])
    #expect(view.outputs.last == .message("Exported 2 players to team.csv as CSV."))
  }

  @Test func exportingWithoutAFileShowsTheDocument() async {
    view.expect(.displayDocument)
    interactor.expect(.allPlayers, .export)
    await makePresenter().export(format: "json", to: nil)
    #expect(view.outputs.last == .document("json of Ann,Bob\n"))
  }

  @Test func anUnknownFormatIsOneErrorAndExportsNothing() async {
    view.expect(.displayError)
    await makePresenter().export(format: "xml", to: "team.xml")
    #expect(
      view.outputs.last == .error("there is no format 'xml'; type 'export csv' or 'export json'"))
    #expect(interactor.exports.isEmpty)
  }

  @Test func aFailedExportSaysWhy() async {
    view.expect(.displayError)
    interactor.expect(.allPlayers, .export)
    let presenter = await makePresenter()
    interactor.failure = .storage("cannot write 'x': permission denied")
    await presenter.export(format: "csv", to: "x")
    #expect(
      view.outputs.last
        == .error(
          "could not export the roster: storage failed: cannot write 'x': permission denied"))
  }

  @Test func importingSaysHowManyThenAsksToSeeTheRosterChanged() async {
    view.expect(.displayMessage)
    interactor.expect(.importPlayers)
    router.expect(.seeRoster)
    let presenter = await makePresenter()
    interactor.importResult = .success([.cy])
    await presenter.importPlayers(from: "more.csv", allowingDuplicates: false)
    #expect(interactor.imports == ["more.csv"])
    #expect(view.outputs == [.message("Imported 1 player from more.csv.")])
    #expect(router.intents == ["see the roster changed"])
  }

  @Test func badRowsAreListedUnderOneErrorAndTheRosterStays() async {
    view.expect(.displayError, .displayDetails)
    interactor.expect(.importPlayers)
    let presenter = await makePresenter()
    interactor.importResult = .failure(
      .invalidRows([
        RosterProblem(line: 3, reason: "the age must be a whole number from 5 to 99"),
        RosterProblem(line: 7, reason: "the name cannot be empty"),
      ]))
    await presenter.importPlayers(from: "bad.csv", allowingDuplicates: false)
    #expect(
      view.outputs.suffix(2) == [
        .error("nothing was imported from bad.csv; fix these 2 problems and import again:"),
        .details([
          "line 3: the age must be a whole number from 5 to 99",
          "line 7: the name cannot be empty",
        ]),
      ])
    #expect(router.intents.isEmpty)
  }

  @Test func aFileWrongThroughoutListsTwentyProblemsAndCountsTheRest() async {
    view.expect(.displayError, .displayDetails)
    interactor.expect(.importPlayers)
    let presenter = await makePresenter()
    interactor.importResult = .failure(
      .invalidRows(
        (2...4001).map { RosterProblem(line: $0, reason: "'5' is not a skill") }))
    await presenter.importPlayers(from: "big.csv", allowingDuplicates: false)
    #expect(
      view.outputs.suffix(2) == [
        .error("nothing was imported from big.csv; fix these 4000 problems and import again:"),
        .details(
          (2...21).map { "line \($0): '5' is not a skill" }
            + ["... and 3980 more problems (the first 20 are shown)"]),
      ])
    #expect(router.intents.isEmpty)
  }

  @Test func anUnreadableFileIsOneError() async {
    view.expect(.displayError)
    interactor.expect(.importPlayers)
    let presenter = await makePresenter()
    interactor.importResult = .failure(.failed(.notFound("the file 'nope.csv'")))
    await presenter.importPlayers(from: "nope.csv", allowingDuplicates: false)
    #expect(
      view.outputs.last
        == .error("nothing was imported from nope.csv: the file 'nope.csv' was not found"))
  }

  @Test func repeatedNamesAreCountedAndNothingIsImportedUnlessTheAnswerIsYes() async {
    view.expect(.askChoice, .displayMessage)
    interactor.expect(.importPlayers)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(count: 2, names: ["Ann", "Bob"])
    interactor.importResult = .success([.cy])
    await presenter.importPlayers(from: "team.csv", allowingDuplicates: false)
    #expect(interactor.imports == ["team.csv"])
    #expect(
      view.outputs.suffix(2) == [
        .confirmation(
          "2 players have a name already on the roster or earlier in team.csv (Ann, Bob). "
            + "Add them anyway, skip them, or choose for each?"),
        .message(
          "Nothing was imported from team.csv. To add them anyway, type "
            + "'import team.csv --allow-duplicates'."),
      ])
  }

  @Test func answeringYesImportsTheRepeatedNames() async {
    view.expect(.askChoice, .displayMessage)
    interactor.expect(.importPlayers)
    router.expect(.seeRoster)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(count: 1, names: ["Ann"])
    interactor.importResult = .success([.cy])
    view.choiceAnswers = ["y"]
    await presenter.importPlayers(from: "team.csv", allowingDuplicates: false)
    #expect(interactor.imports == ["team.csv", "team.csv (duplicates allowed)"])
    #expect(view.outputs.last == .message("Imported 1 player from team.csv."))
    #expect(router.intents == ["see the roster changed"])
  }

  @Test func columnsLeftOutAreNamedOnceBeforeTheQuestionAndNotAgainAfterIt() async {
    view.expect(.askChoice, .displayMessage)
    interactor.expect(.importPlayers)
    router.expect(.seeRoster)
    let presenter = await makePresenter()
    interactor.ignoredColumns = ["Phone", "Level"]
    interactor.duplicates = RosterDuplicates(
      count: 1, names: ["Zoe Martin"],
      rows: [.init(index: 0, name: "Zoe Martin", onRoster: Player(id: 9, name: "Zoë Martin"))])
    interactor.importResult = .success([.cy])
    view.choiceAnswers = ["add"]
    await presenter.importPlayers(from: "team.csv", allowingDuplicates: false)
    let note =
      "Left out the columns Phone and Level: a player has only a name, age, favourite club, "
      + "position and skill."
    #expect(view.outputs.filter { $0 == .message(note) }.count == 1)
    #expect(
      view.outputs.prefix(while: { $0 != .message("Imported 1 player from team.csv.") }).suffix(2)
        == [
          .message(note),
          .confirmation(
            "1 player has a name already on the roster or earlier in team.csv (Zoe Martin as "
              + "Zoë Martin). Add them anyway, skip them, or choose for each?"),
        ])
  }

  @Test func aNameSpeltOtherwiseIsAskedAboutWithTheRostersSpelling() async {
    view.expect(.askChoice, .displayMessage)
    interactor.expect(.importPlayers)
    router.expect(.seeRoster)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(
      count: 1, names: ["jose alvarez"],
      rows: [
        .init(
          index: 0, name: "jose alvarez", onRoster: Player(id: 9, name: "José Álvarez", age: 30))
      ])
    view.choiceAnswers = ["each", "skip"]
    interactor.importResult = .success([])
    await presenter.importPlayers(from: "team.csv", allowingDuplicates: false)
    #expect(
      view.outputs.contains(
        .confirmation(
          "jose alvarez is already on the roster as José Álvarez (30): skip it, add it, or "
            + "merge it into the one there?")))
    #expect(interactor.imports.last == "team.csv (skipping [0], merging [])")
  }

  @Test func allowingDuplicatesAsksNothing() async {
    view.expect(.displayMessage)
    interactor.expect(.importPlayers)
    router.expect(.seeRoster)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(count: 1, names: ["Ann"])
    interactor.importResult = .success([.cy])
    await presenter.importPlayers(from: "team.csv", allowingDuplicates: true)
    #expect(interactor.imports == ["team.csv (duplicates allowed)"])
    #expect(!view.outputs.contains { if case .confirmation = $0 { true } else { false } })
  }

  @Test func eachRepeatedNameCanBeSkippedAddedOrMerged() async {
    view.expect(.askChoice, .displayMessage)
    interactor.expect(.importPlayers)
    router.expect(.seeRoster)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(
      count: 3, names: ["ann", "Bob", "Zed"],
      rows: [
        .init(index: 0, name: "ann", onRoster: .ann), .init(index: 2, name: "Bob", onRoster: .bob),
        .init(index: 4, name: "Zed", onRoster: nil),
      ])
    interactor.importResult = .success([.cy])
    view.choiceAnswers = ["each", "merge", "skip", "add"]
    await presenter.importPlayers(from: "team.csv", allowingDuplicates: false)
    #expect(interactor.imports == ["team.csv", "team.csv (skipping [2], merging [0])"])
    #expect(
      view.outputs.contains(
        .confirmation(
          "ann is already on the roster (Ann (id 1)): skip it, add it, or merge it into the one "
            + "there?")))
    #expect(
      view.outputs.contains(.confirmation("Zed is already further up in the file: skip or add?")))
    #expect(
      view.outputs.contains(
        .message(
          "Imported 1 player from team.csv; skipped 1; merged 1 into the player already there.")))
    #expect(router.intents == ["see the roster from the top"])
  }

  @Test func theEndOfInputAtAnyOfTheQuestionsImportsNothing() async {
    view.expect(.askChoice, .displayMessage)
    interactor.expect(.importPlayers)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(
      count: 1, names: ["ann"], rows: [.init(index: 0, name: "ann", onRoster: .ann)])
    interactor.importResult = .success([.cy])
    view.choiceAnswers = ["each"]
    await presenter.importPlayers(from: "team.csv", allowingDuplicates: false)
    #expect(interactor.imports == ["team.csv"])
    #expect(view.outputs.last?.isNothingImported == true)
  }

  @Test func exportingOverAFileThatIsThereAsksAndNoKeepsIt() async {
    view.expect(.askConfirmation, .displayMessage)
    interactor.existing = ["team.csv"]
    await makePresenter().export(format: "csv", to: "team.csv")
    #expect(
      view.outputs == [
        .confirmation("team.csv exists: replace it?"),
        .message("Kept team.csv as it was; nothing was exported."),
      ])
    #expect(interactor.exports.isEmpty)
  }

  @Test func exportingOverAFileThatIsThereReplacesItOnYes() async {
    view.expect(.askConfirmation, .displayMessage)
    interactor.expect(.allPlayers, .export)
    interactor.existing = ["team.csv"]
    view.answers = [true]
    await makePresenter().export(format: "csv", to: "team.csv")
    #expect(interactor.exports == ["2 as csv to team.csv"])
    #expect(view.outputs.last == .message("Exported 2 players to team.csv as CSV."))
  }
}

extension SpyRosterTransferView.Output {
  fileprivate var isNothingImported: Bool {
    if case .message(let text) = self { text.hasPrefix("Nothing was imported") } else { false }
  }
}
