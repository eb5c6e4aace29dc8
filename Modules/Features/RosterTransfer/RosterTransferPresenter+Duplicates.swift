import Domain

/// An import file's names that the roster (or the file) already has: asked about before
/// anything is added, all at once or one by one (skip, add, or merge into the one there).
extension RosterTransferPresenter {
  /// Asks before adding names the roster already has: add them all (`y` too), skip them
  /// all, or choose for each (skip, add or merge into the one there). `n`, an empty answer
  /// or the end of input, at any of these questions, imports nothing.
  func confirmDuplicates(_ duplicates: RosterDuplicates, from path: String) async {
    let players = duplicates.count == 1 ? "1 player has" : "\(duplicates.count) players have"
    let question =
      "\(players) a name already on the roster or earlier in \(path) (\(Self.summary(duplicates))). "
      + "Add them anyway, skip them, or choose for each?"
    let nothing =
      "Nothing was imported from \(path). To add them anyway, type "
      + "'import \(path) --allow-duplicates'."
    var choices = ImportChoices()
    switch await view.askChoice(question, answers: ["add", "skip", "each", "y", "n"]) {
    case "add", "y":
      return await importAll(from: path, allowingDuplicates: true, notingIgnored: false)
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
      var parts = ["Imported \(Self.playerCount(added.count)) from \(path)"]
      if !choices.skipped.isEmpty { parts.append("skipped \(choices.skipped.count)") }
      if merged > 0 { parts.append("merged \(merged) into the player already there") }
      view.displayMessage(parts.joined(separator: "; ") + ".")
      await seeRosterFromTheTop()
    } catch {
      guard case .failed(let failure) = error else {
        return view.displayError(
          "nothing was imported from \(path): the file changed; import it again")
      }
      view.displayError("nothing was imported from \(path): \(failure.message)")
    }
  }

  /// "ann is already on the roster (Ann, 31, Arsenal): skip, add or merge?"; a name spelt
  /// otherwise than on the roster says how it is spelt there ("Zoe Martin is already on
  /// the roster as Zoë Martin (31, Arsenal)").
  private static func rowQuestion(_ row: RosterDuplicates.Row) -> String {
    guard let player = row.onRoster else {
      return "\(row.name) is already further up in the file: skip or add?"
    }
    let there =
      spelledOtherwise(row.name, player)
      ? "on the roster as \(player.tellingName)" : "on the roster (\(player.tellingName))"
    return "\(row.name) is already \(there): skip it, add it, or merge it into the one there?"
  }

  /// "ann, Bob, Zoe Martin as Zoë Martin": the repeated names (the first few), each spelt
  /// otherwise than on the roster followed by the roster's spelling.
  private static func summary(_ duplicates: RosterDuplicates) -> String {
    duplicates.names.map { name in
      let player = duplicates.rows.first { $0.name == name }?.onRoster
      guard let player, spelledOtherwise(name, player) else { return name }
      return "\(name) as \(player.name)"
    }.joined(listingAtMost: 3)
  }

  /// Whether the file spells the name with other letters than the roster (accents), not
  /// only in another case.
  private static func spelledOtherwise(_ name: String, _ player: Player) -> Bool {
    name.lowercased() != player.name.lowercased()
  }

  private static func answers(_ row: RosterDuplicates.Row) -> [String] {
    row.onRoster == nil ? ["skip", "add"] : ["skip", "add", "merge"]
  }
}
