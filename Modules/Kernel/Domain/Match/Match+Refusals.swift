/// The goal rules' questions, asked without changing the match: whether a goal or a
/// removal would be refused, and why. `recordGoal` and `removeGoal` ask them first.
extension Match {
  /// Why `recordGoal` would refuse this goal, or `nil` when it can be recorded.
  public func goalRefusal(for team: Team, scorer: Player?, ownGoal: Bool) -> GoalRefusal? {
    let other = team == .teamA ? Team.teamB : .teamA
    if ownGoal {
      guard let scorer, players(of: other).contains(scorer) else {
        return .ownGoalByOwnPlayer(team: team)
      }
    } else if let scorer, !players(of: team).contains(scorer) {
      return .scorerNotInTeam(scorer: scorer.name, team: team)
    }
    return nil
  }

  /// Why `removeGoal(number:)` would refuse, or `nil` when there is such a goal.
  public func removalRefusal(number: Int) -> GoalRefusal? {
    goals.indices.contains(number - 1) ? nil : .noGoal(number: number, count: goals.count)
  }
}
