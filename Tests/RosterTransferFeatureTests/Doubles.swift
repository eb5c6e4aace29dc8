import Domain
import TestDoubles
import TestSupport
import Testing

@testable import RosterTransferFeature

/// Records every line and question the presenter shows, in order (TestDoubles'
/// `RecordingView`; the module shows no view model of its own).
final class SpyRosterTransferView: RecordingView<Never>, RosterTransferDisplaying {}

/// Answers exports and imports as told, records them; fails when told to. Strict: a call
/// the test does not expect fails it.
final class StubRosterTransferInteractor: RosterTransferInteracting, LockedStub, StrictDouble {
  enum Method: Hashable, Sendable { case allPlayers, export, importPlayers }

  struct State: Sendable {
    var players: [Player]
    var failure: FootballGatherError?
    /// The paths where a file is there already.
    var existing: Set<String> = []
    /// What an import answers: the players added, or why nothing was. An import before the
    /// test set it fails the test.
    var importResult: Result<[Player], RosterImportError>?
    /// The repeated names an import finds; thrown unless duplicates are allowed.
    var duplicates: RosterDuplicates?
    /// The file's headings an import leaves out, told as a step of every import.
    var ignoredColumns: [String] = []
    var exports: [String] = []
    var imports: [String] = []
  }

  let expected: ExpectedCalls<Method>
  let state: LockedState<State>

  init(players: [Player], expecting methods: Set<Method> = []) {
    state = LockedState(State(players: players))
    expected = ExpectedCalls(of: "StubRosterTransferInteractor", methods)
  }

  func allPlayers() async throws(FootballGatherError) -> [Player] {
    expected.check(.allPlayers)
    if let failure = self.failure { throw failure }
    return self.players
  }

  func fileExists(at path: String) -> Bool {
    self.existing.contains(path)
  }

  func export(_ players: [Player], as format: RosterFormat, to path: String?)
    throws(FootballGatherError) -> String
  {
    expected.check(.export)
    self.exports.append("\(players.count) as \(format) to \(path ?? "screen")")
    return "\(format) of \(players.map(\.name).joined(separator: ","))\n"
  }

  func importPlayers(from path: String, choosing choices: ImportChoices)
    async throws(RosterImportError) -> (added: [Player], merged: Int)
  {
    expected.check(.importPlayers)
    self.imports.append(
      path + " (skipping \(choices.skipped.sorted()), merging \(choices.merged.keys.sorted()))")
    guard let importResult = self.importResult else { throw .failed(.storage("unexpected call")) }
    let added = try importResult.get()
    return (added, choices.merged.count)
  }

  func importPlayers(
    from path: String, allowingDuplicates: Bool,
    progress: @escaping @MainActor @Sendable (RosterImportStep) -> Void
  ) async throws(RosterImportError) -> [Player] {
    let ignored = self.ignoredColumns
    if !ignored.isEmpty { await progress(.ignoring(ignored)) }
    expected.check(.importPlayers)
    self.imports.append(allowingDuplicates ? path + " (duplicates allowed)" : path)
    if !allowingDuplicates, let duplicates = self.duplicates { throw .duplicates(duplicates) }
    guard let importResult = self.importResult else {
      Issue.record("unexpected call: import from \(path) (the test set no importResult)")
      throw .failed(.storage("unexpected call"))
    }
    return try importResult.get()
  }
}

/// Records each intent the presenter sends its router, in order. Strict.
final class RecordingRosterTransferRouter:
  RecordingDouble<RecordingRosterTransferRouter.Method, String>, RosterTransferRouter
{
  enum Method: Hashable, Sendable { case seeRoster }

  var intents: [String] { calls }

  func seeRoster(fromTheTop: Bool) async {
    record(.seeRoster, fromTheTop ? "see the roster from the top" : "see the roster changed")
  }
}

extension Player {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
  static let bob = Player(id: 2, name: "Bob", age: 30, skill: .professional, position: .striker)
  static let cy = Player(id: 3, name: "Cy")
}
