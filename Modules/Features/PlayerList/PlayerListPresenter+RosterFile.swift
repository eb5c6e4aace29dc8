import Domain

/// Exporting the roster to CSV or JSON and importing it back, all rows or none.
extension PlayerListPresenter {
  func didRequestExport(format name: String, to path: String?) async {
    guard let format = RosterFormat(name: name) else {
      return view.displayError("there is no format '\(name)'; type 'export csv' or 'export json'")
    }
    if let path, roster.count >= Self.longExport {
      view.displayMessage("Exporting \(roster.count) players to \(path)...")
    }
    do {
      let text = try await interactor.export(as: format, to: path)
      guard let path else { return view.displayDocument(text) }
      view.displayMessage(
        "Exported \(playerCount(roster.count)) to \(path) as \(format.displayName).")
    } catch {
      view.displayError("could not export the roster: \(error.message)")
    }
  }

  func didRequestImport(from path: String, allowingDuplicates: Bool) async {
    do {
      let added = try await interactor.importPlayers(
        from: path, allowingDuplicates: allowingDuplicates
      ) { [view] line in view.displayMessage(line) }
      state.add(added)
      view.displayMessage("Imported \(playerCount(added.count)) from \(path).")
      showChange(nil)
    } catch {
      switch error {
      case .invalidRows(let problems):
        let rows = problems.count == 1 ? "this problem" : "these \(problems.count) problems"
        view.displayError("nothing was imported from \(path); fix \(rows) and import again:")
        view.displayDetails(problems.map(\.description))
      case .failed(let failure):
        view.displayError("nothing was imported from \(path): \(failure.message)")
      case .duplicates(let duplicates):
        await confirmDuplicates(duplicates, from: path)
      }
    }
  }

  /// Asks before adding names the roster already has; the end of input adds nothing.
  private func confirmDuplicates(_ duplicates: RosterDuplicates, from path: String) async {
    let players = duplicates.count == 1 ? "1 player has" : "\(duplicates.count) players have"
    let question =
      "\(players) a name already on the roster or earlier in \(path) (\(duplicates.summary)). "
      + "Import every player anyway?"
    guard await view.askConfirmation(question) else {
      return view.displayMessage(
        "Nothing was imported from \(path). To add them anyway, type "
          + "'import \(path) --allow-duplicates'.")
    }
    await didRequestImport(from: path, allowingDuplicates: true)
  }

  /// Rosters at least this long say so before an export to a file starts.
  static var longExport: Int { 10_000 }

  /// "1 player", "3 players".
  private func playerCount(_ count: Int) -> String {
    count == 1 ? "1 player" : "\(count) players"
  }
}
