import Domain
import Testing

@testable import PlayerListFeature

@MainActor
struct PlayerListRosterFilePresenterTests {
  let view = SpyPlayerListView()
  let interactor = StubPlayerListInteractor(players: [.ann, .bob])

  func makePresenter() async -> PlayerListPresenter {
    let presenter = PlayerListPresenter(
      username: "alice", view: view, interactor: interactor, router: RecordingPlayerListRouter())
    await presenter.viewDidAppear()
    return presenter
  }

  @Test func exportingToAFileSaysWhereAndHowMany() async {
    view.expect(.display, .displayMessage)
    interactor.expect(.loadRoster, .unfinishedMatch, .export)
    await makePresenter().didRequestExport(format: "CSV", to: "team.csv")
    #expect(interactor.exports == ["2 as csv to team.csv"])
    #expect(view.outputs.last == .message("Exported 2 players to team.csv as CSV."))
  }

  @Test func exportingWithoutAFileShowsTheDocument() async {
    view.expect(.display, .displayDocument)
    interactor.expect(.loadRoster, .unfinishedMatch, .export)
    await makePresenter().didRequestExport(format: "json", to: nil)
    #expect(view.outputs.last == .document("json of Ann,Bob\n"))
  }

  @Test func anUnknownFormatIsOneErrorAndExportsNothing() async {
    view.expect(.display, .displayError)
    interactor.expect(.loadRoster, .unfinishedMatch)
    await makePresenter().didRequestExport(format: "xml", to: "team.xml")
    #expect(
      view.outputs.last == .error("there is no format 'xml'; type 'export csv' or 'export json'"))
    #expect(interactor.exports.isEmpty)
  }

  @Test func aFailedExportSaysWhy() async {
    view.expect(.display, .displayError)
    interactor.expect(.loadRoster, .unfinishedMatch, .export)
    let presenter = await makePresenter()
    interactor.failure = .storage("cannot write 'x': permission denied")
    await presenter.didRequestExport(format: "csv", to: "x")
    #expect(
      view.outputs.last
        == .error(
          "could not export the roster: storage failed: cannot write 'x': permission denied"))
  }

  @Test func importingShowsTheRosterWithTheNewPlayers() async {
    view.expect(.display, .displayMessage)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.importResult = .success([.cy])
    await presenter.didRequestImport(from: "more.csv", allowingDuplicates: false)
    #expect(interactor.imports == ["more.csv"])
    #expect(view.outputs.dropLast().last == .message("Imported 1 player from more.csv."))
    #expect(view.lastViewModel?.rows.map(\.name) == ["Ann", "Bob", "Cy"])
  }

  @Test func badRowsAreListedUnderOneErrorAndTheRosterStays() async {
    view.expect(.display, .displayError, .displayDetails)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.importResult = .failure(
      .invalidRows([
        RosterProblem(line: 3, reason: "the age must be a whole number from 5 to 99"),
        RosterProblem(line: 7, reason: "the name cannot be empty"),
      ]))
    await presenter.didRequestImport(from: "bad.csv", allowingDuplicates: false)
    #expect(
      view.outputs.suffix(2) == [
        .error("nothing was imported from bad.csv; fix these 2 problems and import again:"),
        .details([
          "line 3: the age must be a whole number from 5 to 99",
          "line 7: the name cannot be empty",
        ]),
      ])
    #expect(view.lastViewModel?.rows.map(\.name) == ["Ann", "Bob"])
  }

  @Test func anUnreadableFileIsOneError() async {
    view.expect(.display, .displayError)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.importResult = .failure(.failed(.notFound("the file 'nope.csv'")))
    await presenter.didRequestImport(from: "nope.csv", allowingDuplicates: false)
    #expect(
      view.outputs.last
        == .error("nothing was imported from nope.csv: the file 'nope.csv' was not found"))
  }

  @Test func repeatedNamesAreCountedAndNothingIsImportedUnlessTheAnswerIsYes() async {
    view.expect(.display, .askChoice, .displayMessage)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(count: 2, names: ["Ann", "Bob"])
    interactor.importResult = .success([.cy])
    await presenter.didRequestImport(from: "team.csv", allowingDuplicates: false)
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
    view.expect(.display, .askChoice, .displayMessage)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(count: 1, names: ["Ann"])
    interactor.importResult = .success([.cy])
    view.choiceAnswers = ["y"]
    await presenter.didRequestImport(from: "team.csv", allowingDuplicates: false)
    #expect(interactor.imports == ["team.csv", "team.csv (duplicates allowed)"])
    #expect(view.outputs.dropLast().last == .message("Imported 1 player from team.csv."))
  }

  @Test func columnsLeftOutAreNamedOnceBeforeTheQuestionAndNotAgainAfterIt() async {
    view.expect(.display, .askChoice, .displayMessage)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.ignoredColumns = ["Phone", "Level"]
    interactor.duplicates = RosterDuplicates(
      count: 1, names: ["Zoe Martin"],
      rows: [.init(index: 0, name: "Zoe Martin", onRoster: Player(id: 9, name: "Zoë Martin"))])
    interactor.importResult = .success([.cy])
    view.choiceAnswers = ["add"]
    await presenter.didRequestImport(from: "team.csv", allowingDuplicates: false)
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
    view.expect(.display, .askChoice, .displayMessage)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(
      count: 1, names: ["jose alvarez"],
      rows: [
        .init(
          index: 0, name: "jose alvarez", onRoster: Player(id: 9, name: "José Álvarez", age: 30))
      ])
    view.choiceAnswers = ["each", "skip"]
    interactor.importResult = .success([])
    await presenter.didRequestImport(from: "team.csv", allowingDuplicates: false)
    #expect(
      view.outputs.contains(
        .confirmation(
          "jose alvarez is already on the roster as José Álvarez (30): skip it, add it, or "
            + "merge it into the one there?")))
    #expect(interactor.imports.last == "team.csv (skipping [0], merging [])")
  }

  @Test func allowingDuplicatesAsksNothing() async {
    view.expect(.display, .displayMessage)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(count: 1, names: ["Ann"])
    interactor.importResult = .success([.cy])
    await presenter.didRequestImport(from: "team.csv", allowingDuplicates: true)
    #expect(interactor.imports == ["team.csv (duplicates allowed)"])
    #expect(!view.outputs.contains { if case .confirmation = $0 { true } else { false } })
  }

  @Test func eachRepeatedNameCanBeSkippedAddedOrMerged() async {
    view.expect(.display, .askChoice, .displayMessage)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(
      count: 3, names: ["ann", "Bob", "Zed"],
      rows: [
        .init(index: 0, name: "ann", onRoster: .ann), .init(index: 2, name: "Bob", onRoster: .bob),
        .init(index: 4, name: "Zed", onRoster: nil),
      ])
    interactor.importResult = .success([.cy])
    view.choiceAnswers = ["each", "merge", "skip", "add"]
    await presenter.didRequestImport(from: "team.csv", allowingDuplicates: false)
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
  }

  @Test func theEndOfInputAtAnyOfTheQuestionsImportsNothing() async {
    view.expect(.display, .askChoice, .displayMessage)
    interactor.expect(.loadRoster, .unfinishedMatch, .importPlayers)
    let presenter = await makePresenter()
    interactor.duplicates = RosterDuplicates(
      count: 1, names: ["ann"], rows: [.init(index: 0, name: "ann", onRoster: .ann)])
    interactor.importResult = .success([.cy])
    view.choiceAnswers = ["each"]
    await presenter.didRequestImport(from: "team.csv", allowingDuplicates: false)
    #expect(interactor.imports == ["team.csv"])
    #expect(view.outputs.last?.isNothingImported == true)
  }
}

extension SpyPlayerListView.Output {
  fileprivate var isNothingImported: Bool {
    if case .message(let text) = self { text.hasPrefix("Nothing was imported") } else { false }
  }
}
