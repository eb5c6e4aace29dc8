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
    await importAll(from: path, allowingDuplicates: allowingDuplicates, notingIgnored: true)
  }

  /// Imports every player of the file; `notingIgnored`: say which columns are left out
  /// (not when the file is read again after the question about its duplicates).
  func importAll(from path: String, allowingDuplicates: Bool, notingIgnored: Bool)
    async
  {
    do {
      let added = try await interactor.importPlayers(
        from: path, allowingDuplicates: allowingDuplicates
      ) { [view] step in
        guard let line = Self.line(telling: step, notingIgnored: notingIgnored) else { return }
        view.displayMessage(line)
      }
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

  /// What a step of an import tells the user, if anything.
  private static func line(telling step: RosterImportStep, notingIgnored: Bool) -> String? {
    switch step {
    case .reading(let path, let kilobytes):
      return "Reading \(path) (\(kilobytes) kB): checking every row..."
    case .adding(let count): return "Adding \(count) players to the roster..."
    case .ignoring(let headings):
      guard notingIgnored else { return nil }
      let columns =
        headings.count == 1
        ? "the column \(headings[0])"
        : "the columns \(headings.dropLast().joined(separator: ", ")) and \(headings.last ?? "")"
      let fields = PlayerField.allCases.map { $0.displayName.lowercased() }
      return "Left out \(columns): a player has only a "
        + fields.dropLast().joined(separator: ", ") + " and " + (fields.last ?? "") + "."
    }
  }

  /// Rosters at least this long say so before an export to a file starts.
  static var longExport: Int { 10_000 }

  /// "1 player", "3 players".
  func playerCount(_ count: Int) -> String {
    count == 1 ? "1 player" : "\(count) players"
  }
}
