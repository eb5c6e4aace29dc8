import Domain

/// What `delete N` asks about: the player on that row, and how many past gathers deleting
/// them would drop them from (0 where a player who played is archived instead).
struct PlayerDeletion: Equatable, Sendable {
  var player: Player
  var gathersLosing: Int
}

/// What the list says about a deletion: the question before it, the line after it.
extension PlayerDeletion {
  /// "Deleted Ann." or, for a player who played, what archiving keeps.
  static func removed(_ player: Player, _ removal: PlayerRemoval) -> String {
    switch removal {
    case .deleted:
      return "Deleted \(player.name)."
    case .archived(let gathers):
      let count = gathers == 1 ? "1 gather" : "\(gathers) gathers"
      return "Archived \(player.name): off the roster, still in the \(count) they played "
        + "and in the records. 'archived' lists them; 'restore N' brings one back."
    }
  }

  /// "Delete Ann?", or, where deleting drops a player who played from past gathers (the
  /// web service keeps no archive), how many gathers lose them.
  var question: String {
    let gathers = gathersLosing
    guard gathers > 0 else { return "Delete \(player.name)?" }
    let count = gathers == 1 ? "1 past gather" : "\(gathers) past gathers"
    return "\(player.name) played in \(count); the server will drop \(player.name) from "
      + (gathers == 1 ? "it" : "them")
      + " (the app keeps the name in its local cache). Delete \(player.name) for good?"
  }

  /// "Delete 3 players: Ann, Bob and Cy?", or where the backend keeps no archive, how many
  /// past gathers lose them first.
  static func question(deleting deletions: [PlayerDeletion]) -> String {
    let (players, gathers) = (deletions.map(\.player), deletions.map(\.gathersLosing).reduce(0, +))
    let names = players.map(\.name)
    let listing =
      names.count <= 12
      ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
      : names.joined(listingAtMost: 12)
    let question = "Delete \(players.count) players: \(listing)?"
    guard gathers > 0 else { return question }
    let count = gathers == 1 ? "1 past gather" : "\(gathers) past gathers"
    return "Between them they played in \(count); the server will drop them from "
      + (gathers == 1 ? "it" : "them") + " (the app keeps the names in its local cache). "
      + "Delete \(players.count) players for good: \(listing)?"
  }
}
