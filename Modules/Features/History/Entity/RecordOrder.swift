import Domain

/// How `records` sorts the players: `records goals`, `records won`, `records played`,
/// `records name`, `records win%` (the share of played gathers won, shown as a column of
/// its own); without a word, roster order (then archived players).
enum RecordOrder: String, CaseIterable, Sendable {
  case goals, won, played, name
  case winPercent = "win%"

  /// The records in this order: most first for numbers (ties by name), A to Z for names.
  func sorted(_ records: [(player: Player, record: PlayerRecord)])
    -> [(player: Player, record: PlayerRecord)]
  {
    func key(_ record: PlayerRecord) -> Int {
      switch self {
      case .goals: record.goals
      case .won: record.won
      case .played: record.played
      case .winPercent: record.played == 0 ? -1 : record.won * 10_000 / record.played
      case .name: 0
      }
    }
    return records.sorted { left, right in
      let (a, b) = (key(left.record), key(right.record))
      if a != b { return a > b }
      return left.player.name.lowercased() < right.player.name.lowercased()
    }
  }
}
