/// A part of the roster and how long the whole roster is: what a screen that shows a page
/// of players needs, without loading the others.
///
/// Positions are 0-based places on the roster, which is ordered by player id (the order
/// `PlayerService.allPlayers()` answers): row N on screen is position N - 1.
public struct RosterPage: Equatable, Sendable {
  /// The position of `players[0]`.
  public var offset: Int
  /// The players from `offset` on, as many as were asked for and exist.
  public var players: [Player]
  /// Players on the whole roster (archived players excluded).
  public var total: Int

  public init(offset: Int, players: [Player], total: Int) {
    self.offset = offset
    self.players = players
    self.total = total
  }

  /// The page of `roster` (every player, in roster order) at `positions`.
  public init(slicing roster: [Player], at positions: Range<Int>) {
    let shown = positions.clamped(to: 0..<roster.count)
    self.init(
      offset: positions.lowerBound, players: Array(roster[shown]), total: roster.count)
  }
}
