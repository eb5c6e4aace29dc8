/// Own goals and corrections of a goal log.
///
/// The score of a gather is always the sum of its goal log. Setting a score directly
/// (for organisers who do not track scorers) adds or removes goals without a scorer, so
/// the log and the score never disagree.
extension Goal {
  /// Whether a player of the other team scored this goal (an own goal), in `lineUp`.
  public func isOwnGoal(in lineUp: [GatherPlayer]) -> Bool {
    guard let scorerID, let place = lineUp.first(where: { $0.player.id == scorerID }),
      let side = place.team, side == .teamA || side == .teamB
    else { return false }
    return side != team
  }
}

extension Array where Element == Goal {
  /// This log with its score set to `score`: goals without a scorer are added at the end,
  /// or removed newest first. Goals with a scorer are never removed this way; when they
  /// alone exceed `score`, this throws and says to remove them by number.
  public func settingScore(_ score: Score) throws(FootballGatherError) -> [Goal] {
    var goals = self
    for team in [Team.teamA, .teamB] {
      let target = team == .teamA ? score.teamA : score.teamB
      var count = goals.filter { $0.team == team }.count
      while count > target {
        guard let index = goals.lastIndex(where: { $0.team == team && $0.scorerID == nil })
        else {
          throw .invalidInput(
            "\(team.displayName) has \(count) goals with scorers, more than \(target); "
              + "remove them with 'remove N' (numbers from 'goals') first")
        }
        goals.remove(at: index)
        count -= 1
      }
      while count < target {
        goals.append(Goal(team: team))
        count += 1
      }
    }
    return goals
  }
}

extension Outcome {
  /// What a person reads as the result: "Team A", "Team B" or "Draw".
  public var displayName: String {
    switch self {
    case .win(let team): team.displayName
    case .draw: "Draw"
    }
  }
}

extension Score {
  /// Parses `3-2` (also `3:2`) as a score; `nil` for anything else.
  public init?(typed text: String) {
    let parts = text.split(whereSeparator: { $0 == "-" || $0 == ":" })
    guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= 0,
      a <= 99, b <= 99
    else { return nil }
    self.init(teamA: a, teamB: b)
  }
}
