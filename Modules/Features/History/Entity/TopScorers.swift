import Domain

/// The "Top scorers" line under History's list: the three with most goals and everyone
/// level with the third (a tie is never cut in two), at most `shown` names, then "and N
/// more on G".
enum TopScorers {
  /// "Top scorers: Zoë 3, Ann 2, Bob 1, Cy 1", from `scorers` in roster order; `nil` when
  /// no goal has a scorer.
  static func line(_ scorers: [ScorerGoals], showingAtMost shown: Int = 8) -> String? {
    // Each name lower-cased once (thousands of scorers in a league's history).
    let ranked = scorers.filter { $0.goals > 0 }.map { ($0, $0.name.lowercased()) }
      .sorted { left, right in
        if left.0.goals != right.0.goals { return left.0.goals > right.0.goals }
        return left.1 < right.1
      }.map(\.0)
    guard ranked.count > 0 else { return nil }
    let third = ranked[min(2, ranked.count - 1)].goals
    let level = ranked.prefix { $0.goals >= third }
    var line =
      "Top scorers: " + level.prefix(shown).map { "\($0.name) \($0.goals)" }.joined(separator: ", ")
    if level.count > shown { line += " and \(level.count - shown) more on \(third)" }
    return line
  }
}
