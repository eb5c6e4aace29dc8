/// What `PlayerService.deletePlayer` did with a player.
public enum PlayerRemoval: Hashable, Sendable {
  /// The player never played and is gone for good.
  case deleted
  /// The player took part in `gathers` gathers (ended or in progress): they left the
  /// roster but every gather keeps them; `restore` brings them back.
  case archived(gathers: Int)
}
