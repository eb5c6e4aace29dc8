import Domain

/// The roster-file use cases: export the roster as CSV or JSON, import players from a file
/// (asking about the duplicates it holds).
extension PlayerListInteractor {
  /// Every player: an export shows the whole roster.
  func export(as format: RosterFormat, to path: String?) async throws(FootballGatherError)
    -> String
  {
    let text = try codec.encode(try await playerService.allPlayers(), as: format)
    guard let path else { return text }
    try files.writeText(text, to: path)
    return text
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

  /// Imports the file with `choices` made for its repeated names: skipped players are not
  /// added, merged ones update the roster player they name; answers the players added and
  /// how many were merged. The file is read and checked again, all rows or none.
  func importPlayers(from path: String, choosing choices: ImportChoices)
    async throws(RosterImportError) -> (added: [Player], merged: Int)
  {
    let text: String
    do {
      text = try files.readText(at: path)
    } catch {
      throw .failed(error)
    }
    let drafts = try decode(text, at: path).drafts
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

  /// Files of at least this many bytes (about 10,000 players) get progress lines.
  static let longImportBytes = 500_000

  func importPlayers(
    from path: String, allowingDuplicates: Bool,
    progress: @escaping @MainActor @Sendable (RosterImportStep) -> Void = { _ in }
  ) async throws(RosterImportError) -> [Player] {
    let text: String
    do {
      text = try files.readText(at: path)
    } catch {
      throw .failed(error)
    }
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
}
