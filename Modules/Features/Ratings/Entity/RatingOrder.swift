import Domain

/// How the ratings screen orders the players (`sort rating|name|games|uncertainty`).
enum RatingOrder: String, CaseIterable, Equatable, Sendable {
  /// Highest rating first (the default).
  case rating
  case name
  /// Most gathers played first.
  case games
  /// Least sure first: who needs more games before the rating means much.
  case uncertainty

  /// `rating`, `name`, `games`, `uncertainty` or a unique start of one (`unc`), any case.
  init?(parsing text: String) {
    let key = text.lowercased()
    let matches = Self.allCases.filter { $0.rawValue.hasPrefix(key) }
    guard !key.isEmpty, matches.count == 1 else { return nil }
    self = matches[0]
  }

  /// Whether `first` comes before `second`; ties by name, then by id, so the order is total.
  func precedes(_ first: RatingStanding, _ second: RatingStanding) -> Bool {
    let byName = {
      (first.player.name.lowercased(), first.player.id)
        < (second.player.name.lowercased(), second.player.id)
    }
    switch self {
    case .rating:
      return first.rating.mean != second.rating.mean
        ? first.rating.mean > second.rating.mean : byName()
    case .name: return byName()
    case .games: return first.games != second.games ? first.games > second.games : byName()
    case .uncertainty:
      return first.rating.deviation != second.rating.deviation
        ? first.rating.deviation > second.rating.deviation : byName()
    }
  }
}
