import Domain

extension PlayerRoster {
  /// The page at `rows` of this whole roster, as the player service answers it: only
  /// those rows loaded (what a stub interactor's `loadRoster(rows:)` returns).
  public func page(_ rows: Range<Int>) -> PlayerRoster {
    PlayerRoster(RosterPage(slicing: players, at: rows), loadedFor: rows)
  }

  /// The players this roster has loaded on `indices` (0-based rows), by row.
  public func loaded(at indices: [Int]) -> [Int: Player] {
    Dictionary(uniqueKeysWithValues: indices.compactMap { i in player(at: i).map { (i, $0) } })
  }
}
