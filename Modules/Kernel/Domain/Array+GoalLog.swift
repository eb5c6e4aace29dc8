/// Corrections of a goal log.
///
/// The score of a gather is always the sum of its goal log. Setting a score directly
/// (for organisers who do not track scorers) adds or removes goals without a scorer, so
/// the log and the score never disagree.
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
            "\(team.displayName) has \(count) \(count == 1 ? "goal" : "goals") with a scorer, "
              + "more than \(target); remove \(count - target == 1 ? "one" : "some") of them first")
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
