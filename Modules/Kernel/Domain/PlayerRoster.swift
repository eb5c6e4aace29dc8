/// The roster as a screen numbers it: row 1 is the first player on it, but only the rows
/// the screen shows are loaded.
///
/// How many players the roster has, and the window of them that was loaded (a page), with
/// the rule about order (players in the order they were added, so row N is the same player
/// on every page). Shared by the player list and the selection screens, so in Domain.
public struct PlayerRoster: Equatable, Sendable {
  /// Players on the whole roster.
  public private(set) var count: Int
  /// The rows (0-based) this roster was loaded for; `players` holds those that exist.
  public private(set) var rows: Range<Int>
  /// The loaded players, from row `rows.lowerBound` on: a page, not the whole roster.
  public private(set) var players: [Player]

  /// A page of the roster as the player service answered it.
  public init(_ page: RosterPage) {
    count = page.total
    rows = page.offset..<(page.offset + page.players.count)
    players = page.players
  }

  /// A page the service answered for `rows` (which may run past the end).
  public init(_ page: RosterPage, loadedFor rows: Range<Int>) {
    self.init(page)
    self.rows = rows
  }

  /// The whole roster, every row loaded (and every row added later).
  public init(_ players: [Player]) {
    self.players = players.sorted { $0.id < $1.id }
    count = players.count
    rows = 0..<Int.max
  }

  public var isEmpty: Bool { count == 0 }

  /// The player on a 0-based row, if that row is loaded.
  public func player(at index: Int) -> Player? {
    let offset = index - rows.lowerBound
    return players.indices.contains(offset) ? players[offset] : nil
  }

  /// Whether every row in `indices` that exists is loaded (rows past the end are known
  /// not to exist).
  public func hasLoaded(_ indices: some Sequence<Int>) -> Bool {
    let loaded = rows.lowerBound..<(rows.lowerBound + players.count)
    return indices.allSatisfy { loaded.contains($0) || $0 < 0 || $0 >= count }
  }

  /// The roster without the player with `id` (one fewer; the loaded rows close up).
  public func removing(_ id: Player.ID) -> PlayerRoster {
    guard players.contains(where: { $0.id == id }) else { return self }
    var roster = self
    roster.players.removeAll { $0.id == id }
    roster.count -= 1
    return roster
  }

  /// The roster with `newPlayers` added in their place: at the end, as new players have
  /// the highest ids; loaded when the loaded rows reach the end and the window has room.
  public func adding(_ newPlayers: [Player]) -> PlayerRoster {
    var roster = self
    let reachesEnd = rows.lowerBound + players.count == count
    roster.count += newPlayers.count
    if reachesEnd {
      let room = max(rows.count - players.count, 0)
      roster.players = Array(
        (players + newPlayers.prefix(room)).sorted { $0.id < $1.id })
    }
    return roster
  }
}
