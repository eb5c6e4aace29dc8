import Domain

/// What `delete N` asks about: the player on that row, and how many past gathers deleting
/// them would drop them from (0 where a player who played is archived instead).
struct PlayerDeletion: Equatable, Sendable {
  var player: Player
  var gathersLosing: Int
}
