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

  /// Asks before adding names the roster already has: add them all (`y` too), skip them
  /// all, or choose for each (skip, add or merge into the one there). `n`, an empty answer
  /// or the end of input, at any of these questions, imports nothing.
  private func confirmDuplicates(_ duplicates: RosterDuplicates, from path: String) async {
    let players = duplicates.count == 1 ? "1 player has" : "\(duplicates.count) players have"
    let question =
      "\(players) a name already on the roster or earlier in \(path) (\(duplicates.summary)). "
      + "Add them anyway, skip them, or choose for each?"
    let nothing =
      "Nothing was imported from \(path). To add them anyway, type "
      + "'import \(path) --allow-duplicates'."
    var choices = ImportChoices()
    switch await view.askChoice(question, answers: ["add", "skip", "each", "y", "n"]) {
    case "add", "y": return await didRequestImport(from: path, allowingDuplicates: true)
    case "skip": choices.skipped = Set(duplicates.rows.map(\.index))
    case "each":
      for row in duplicates.rows {
        guard let choice = await view.askChoice(Self.rowQuestion(row), answers: Self.answers(row))
        else { return view.displayMessage(nothing) }
        switch choice {
        case "skip": choices.skipped.insert(row.index)
        case "merge": choices.merged[row.index] = row.onRoster
        default: break
        }
      }
    default: return view.displayMessage(nothing)
    }
    await importChoosing(choices, from: path)
  }

  private func importChoosing(_ choices: ImportChoices, from path: String) async {
    do {
      let (added, merged) = try await interactor.importPlayers(from: path, choosing: choices)
      state.add(added)
      var parts = ["Imported \(playerCount(added.count)) from \(path)"]
      if !choices.skipped.isEmpty { parts.append("skipped \(choices.skipped.count)") }
      if merged > 0 { parts.append("merged \(merged) into the player already there") }
      view.displayMessage(parts.joined(separator: "; ") + ".")
      await didRequestList(from: nil, through: nil)
    } catch {
      guard case .failed(let failure) = error else {
        return view.displayError(
          "nothing was imported from \(path): the file changed; import it again")
      }
      view.displayError("nothing was imported from \(path): \(failure.message)")
    }
  }

  /// "ann is already on the roster (Ann, 31, Arsenal): skip, add or merge?"
  private static func rowQuestion(_ row: RosterDuplicates.Row) -> String {
    guard let player = row.onRoster else {
      return "\(row.name) is already further up in the file: skip or add?"
    }
    return "\(row.name) is already on the roster (\(telling(player))): skip it, add it, or "
      + "merge it into the one there?"
  }

  private static func answers(_ row: RosterDuplicates.Row) -> [String] {
    row.onRoster == nil ? ["skip", "add"] : ["skip", "add", "merge"]
  }

  /// Rosters at least this long say so before an export to a file starts.
  static var longExport: Int { 10_000 }

  /// "1 player", "3 players".
  private func playerCount(_ count: Int) -> String {
    count == 1 ? "1 player" : "\(count) players"
  }
}
