/// Why the match refuses a goal or the removal of one. The rule says what is wrong; the
/// screen words the way out with the command to type (`GatherText`, which
/// every Gather screen prints).
public enum GoalRefusal: Equatable, Sendable, Error {
  /// No player of the match has the number typed.
  case noPlayer(number: Int)
  /// An own goal for `team` must name a player of the other team.
  case ownGoalByOwnPlayer(team: Team)
  /// `scorer` does not play for `team`.
  case scorerNotInTeam(scorer: String, team: Team)
  /// There is no goal `number` in a log of `count` goals (none when `count` is 0).
  case noGoal(number: Int, count: Int)

  /// What is wrong, without the way out, with the teams called "Team A" and "Team B".
  public var error: FootballGatherError { error(in: .standard) }

  /// What is wrong, without the way out, with the teams called by `names`.
  public func error(in names: TeamNames) -> FootballGatherError {
    switch self {
    case .noPlayer(let number):
      .invalidInput("no player of this match has number \(number)")
    case .ownGoalByOwnPlayer(let team):
      .invalidInput(
        "an own goal for \(names.name(of: team)) is scored by a "
          + "\(names.name(of: team == .teamA ? Team.teamB : .teamA)) player")
    case .scorerNotInTeam(let scorer, let team):
      .invalidInput("\(scorer) does not play for \(names.name(of: team))")
    case .noGoal(_, 0):
      .invalidInput("there is no goal to remove; the score is 0-0")
    case .noGoal(let number, let count):
      .invalidInput("there is no goal \(number); choose a number from 1 to \(count)")
    }
  }
}
