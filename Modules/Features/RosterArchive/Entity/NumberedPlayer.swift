import Domain

/// A player with the number the player list shows beside them: what `merge N M` names.
public struct NumberedPlayer: Equatable, Sendable {
  /// The number on the list (from 1).
  public var number: Int
  /// The player on that row.
  public var player: Player

  /// The player shown as `number` on the list.
  public init(number: Int, player: Player) {
    self.number = number
    self.player = player
  }
}
