import Domain
import RosterFiles
import TestSupport
import Testing

@testable import RosterTransferFeature

struct RosterTransferInteractorTests {
  let files = InMemoryTextFiles()

  func makeInteractor(_ service: FakePlayerService) -> RosterTransferInteractor {
    RosterTransferInteractor(playerService: service, files: files, codec: RosterFileCodec())
  }

  @Test func exportingToAFileWritesTheRosterAndReturnsIt() async throws {
    let interactor = makeInteractor(FakePlayerService(players: [.ann]))
    let text = try interactor.export(
      try await interactor.allPlayers(), as: .csv, to: "out/team.csv")
    #expect(text == "name,age,favouriteTeam,position,skill\nAnn,,,goalkeeper,amateur\n")
    #expect(files["out/team.csv"] == text)
  }

  @Test func exportingToTheScreenWritesNoFile() async throws {
    let interactor = makeInteractor(FakePlayerService(players: [.ann]))
    let text = try interactor.export(try await interactor.allPlayers(), as: .json, to: nil)
    #expect(text.contains("\"name\" : \"Ann\""))
  }

  @Test func aFileThatCannotBeWrittenIsAnError() async {
    let interactor = makeInteractor(FakePlayerService())
    await #expect(
      throws: FootballGatherError.storage("cannot write '/read-only/x.csv': permission denied")
    ) {
      try interactor.export(
        try await interactor.allPlayers(), as: .csv, to: "/read-only/x.csv")
    }
  }

  @Test func importingAddsEveryPlayerInOneCall() async throws {
    files["team.json"] = try RosterFileCodec().encode([.ann, .bob], as: .json)
    let service = FakePlayerService(players: [.cy])
    let added = try await makeInteractor(service).importPlayers(
      from: "team.json", allowingDuplicates: false)
    #expect(added.map(\.name) == ["Ann", "Bob"])
    #expect(service.calls == [.all, .createMany([Player.ann.draft, Player.bob.draft])])
    #expect(service.players.map(\.name) == ["Cy", "Ann", "Bob"])
  }

  @Test func oneBadRowAndNothingIsAdded() async {
    files["team.csv"] = "name,age\nAnn,31\nBob,abc\n"
    let service = FakePlayerService()
    await #expect(
      throws: RosterImportError.invalidRows([
        RosterProblem(line: 3, reason: "the age must be a whole number from 5 to 99")
      ])
    ) {
      try await makeInteractor(service).importPlayers(
        from: "team.csv", allowingDuplicates: false)
    }
    #expect(service.calls.isEmpty)
  }

  @Test func aMissingFileIsReportedAsSuch() async {
    await #expect(throws: RosterImportError.failed(.notFound("the file 'nope.csv'"))) {
      try await makeInteractor(FakePlayerService()).importPlayers(
        from: "nope.csv", allowingDuplicates: false)
    }
  }

  @Test func aStorageFailureAddsNothing() async {
    files["team.csv"] = "name\nAnn\nBob\n"
    let service = FakePlayerService()
    service.setFailure(.storage("disk full"))
    await #expect(throws: RosterImportError.failed(.storage("disk full"))) {
      try await makeInteractor(service).importPlayers(
        from: "team.csv", allowingDuplicates: false)
    }
    #expect(service.players.isEmpty)
  }

  @Test func namesAlreadyOnTheRosterOrRepeatedInTheFileAreCountedAndNothingIsAdded() async throws {
    files["team.csv"] = "name\nann\nDee\nDee\nBob\nAnn\n"
    let service = FakePlayerService(players: [.ann])
    let interactor = makeInteractor(service)
    await #expect(
      throws: RosterImportError.duplicates(
        RosterDuplicates(
          count: 3, names: ["ann", "Dee"],
          rows: [
            .init(index: 0, name: "ann", onRoster: .ann), .init(index: 2, name: "Dee"),
            .init(index: 4, name: "Ann", onRoster: .ann),
          ]))
    ) {
      try await interactor.importPlayers(
        from: "team.csv", allowingDuplicates: false)
    }
    #expect(service.players.map(\.name) == ["Ann"])
    let added = try await interactor.importPlayers(
      from: "team.csv", allowingDuplicates: true)
    #expect(added.map(\.name) == ["ann", "Dee", "Dee", "Bob", "Ann"])
  }
}

/// Files as clubs keep them: accents left out of names, columns the roster has no field for.
@MainActor
struct RosterTransferRealFileInteractorTests {
  let files = InMemoryTextFiles()

  @Test func aNameWithoutItsAccentsIsAskedAboutWithThePlayerItMeans() async throws {
    files["club.csv"] = "Name,Phone\nZoe Martin,0123\njose alvarez,0456\nKit Ward,0789\n"
    let zoe = Player(id: 1, name: "Zoë Martin")
    let jose = Player(id: 2, name: "José Álvarez")
    let service = FakePlayerService(players: [zoe, jose])
    let interactor = RosterTransferInteractor(
      playerService: service, files: files, codec: RosterFileCodec())
    let told = ProgressLines()
    await #expect(
      throws: RosterImportError.duplicates(
        RosterDuplicates(
          count: 2, names: ["Zoe Martin", "jose alvarez"],
          rows: [
            .init(index: 0, name: "Zoe Martin", onRoster: zoe),
            .init(index: 1, name: "jose alvarez", onRoster: jose),
          ]))
    ) {
      try await interactor.importPlayers(from: "club.csv", allowingDuplicates: false) { step in
        told.steps.append(step)
      }
    }
    #expect(told.steps == [.ignoring(["Phone"])])
    #expect(service.players == [zoe, jose])
  }
}

/// A long import says what it is doing before each slow phase; a short one says nothing.
@MainActor
struct RosterTransferLongImportTests {
  let files = InMemoryTextFiles()

  @Test func aLongFileGetsAProgressLineBeforeCheckingAndBeforeAdding() async throws {
    let players = (1...20_000).map { Player(id: $0, name: "Player with a longer name \($0)") }
    files["big.csv"] = try RosterFileCodec().encode(players, as: .csv)
    let interactor = RosterTransferInteractor(
      playerService: FakePlayerService(), files: files, codec: RosterFileCodec())
    let lines = ProgressLines()
    let added = try await interactor.importPlayers(
      from: "big.csv", allowingDuplicates: false
    ) { step in lines.steps.append(step) }
    #expect(added.count == 20_000)
    let size = (files["big.csv"]?.utf8.count ?? 0) / 1_000
    #expect(lines.steps == [.reading(path: "big.csv", kilobytes: size), .adding(20_000)])

    files["small.csv"] = try RosterFileCodec().encode([.ann], as: .csv)
    let quiet = ProgressLines()
    _ = try await interactor.importPlayers(
      from: "small.csv", allowingDuplicates: false
    ) { step in quiet.steps.append(step) }
    #expect(quiet.steps.isEmpty)
  }
}

/// The steps an import told of.
@MainActor
final class ProgressLines {
  var steps: [RosterImportStep] = []
}
