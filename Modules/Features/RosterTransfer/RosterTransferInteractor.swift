import Domain

/// The transfer's use cases: export the roster as CSV or JSON, import players from a file
/// (asking about the duplicates it holds). The formats are Domain's `RosterFileCoding`,
/// implemented in Infrastructure: no parsing here.
struct RosterTransferInteractor: RosterTransferInteracting {
  let playerService: any PlayerService
  let files: any TextFileAccess
  let codec: any RosterFileCoding

  /// Files of at least this many bytes (about 10,000 players) get progress lines.
  static let longImportBytes = 500_000

  /// Every player: an export shows the whole roster.
  func allPlayers() async throws(FootballGatherError) -> [Player] {
    try await playerService.allPlayers()
  }

  func fileExists(at path: String) -> Bool {
    files.fileExists(at: path)
  }

  func export(_ players: [Player], as format: RosterFormat, to path: String?)
    throws(FootballGatherError) -> String
  {
    let text = try codec.encode(players, as: format)
    if let path { try files.writeText(text, to: path) }
    return text
  }

  /// Imports the file with `choices` made for its repeated names: skipped players are not
  /// added, merged ones update the roster player they name; answers the players added and
  /// how many were merged. The file is read and checked again, all rows or none.
  func importPlayers(from path: String, choosing choices: ImportChoices)
    async throws(RosterImportError) -> (added: [Player], merged: Int)
  {
    let drafts = try decode(try read(path), at: path).drafts
    let added = drafts.indices.filter { !choices.skipped.contains($0) && choices.merged[$0] == nil }
    do {
      for (index, player) in choices.merged.sorted(by: { $0.key < $1.key })
      where drafts.indices.contains(index) {
        try await playerService.updatePlayer(ImportChoices.merging(drafts[index], into: player))
      }
      return (try await playerService.createPlayers(added.map { drafts[$0] }), choices.merged.count)
    } catch {
      throw .failed(error)
    }
  }

  func importPlayers(
    from path: String, allowingDuplicates: Bool,
    progress: @escaping @MainActor @Sendable (RosterImportStep) -> Void = { _ in }
  ) async throws(RosterImportError) -> [Player] {
    let text = try read(path)
    let isLong = text.utf8.count >= Self.longImportBytes
    if isLong { await progress(.reading(path: path, kilobytes: text.utf8.count / 1_000)) }
    let (drafts, ignored) = try decode(text, at: path)
    if !ignored.isEmpty { await progress(.ignoring(ignored)) }
    if !allowingDuplicates,
      var duplicates = RosterDuplicates(
        among: drafts, rosterNames: try await rosterNames(among: drafts))
    {
      for row in duplicates.rows.indices {  // the player each name means, for `merge`
        let found = try? await playerService.namesakes(of: duplicates.rows[row].name)
        duplicates.rows[row].onRoster = found?.first?.player
      }
      throw .duplicates(duplicates)
    }
    if isLong { await progress(.adding(drafts.count)) }
    do {
      return try await playerService.createPlayers(drafts)
    } catch {
      throw .failed(error)
    }
  }

  private func read(_ path: String) throws(RosterImportError) -> String {
    do {
      return try files.readText(at: path)
    } catch {
      throw .failed(error)
    }
  }

  /// The file's players and left-out headings, in the format its path or text tells.
  private func decode(_ text: String, at path: String) throws(RosterImportError)
    -> (drafts: [PlayerDraft], ignored: [String])
  {
    do {
      return try codec.decode(text, as: RosterFormat(path: path, contents: text))
    } catch {
      switch error {
      case .invalidRows(let problems): throw .invalidRows(problems)
      }
    }
  }

  /// The roster's names that the file repeats: one query, not the whole roster loaded.
  private func rosterNames(among drafts: [PlayerDraft]) async throws(RosterImportError)
    -> [String]
  {
    do {
      return try await playerService.rosterNames(among: drafts.map(\.name))
    } catch {
      throw .failed(error)
    }
  }
}
