import Domain

/// What to do with each player of an import file whose name is already on the roster:
/// skip them, add them as a new player (the default), or merge them into the player
/// already there (the file's age, club, position and skill fill that player's fields).
struct ImportChoices: Equatable, Sendable {
  /// Places among the file's players that are not imported.
  var skipped: Set<Int> = []
  /// Places among the file's players that update the roster player given, not add one.
  var merged: [Int: Player] = [:]

  /// `player` with every field the file's `draft` gives (its name stays).
  static func merging(_ draft: PlayerDraft, into player: Player) -> Player {
    var merged = player
    merged.age = draft.age ?? player.age
    merged.favouriteTeam = draft.favouriteTeam ?? player.favouriteTeam
    merged.position = draft.position ?? player.position
    merged.skill = draft.skill ?? player.skill
    return merged
  }
}
