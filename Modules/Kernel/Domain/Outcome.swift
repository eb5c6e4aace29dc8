/// The result of a gather, in the web service's words.
public enum Outcome: Hashable, Sendable {
  case win(Team)
  case draw

  public init(score: Score) {
    if score.teamA > score.teamB {
      self = .win(.teamA)
    } else if score.teamB > score.teamA {
      self = .win(.teamB)
    } else {
      self = .draw
    }
  }

  /// `"Team A"`, `"Team B"` or `"None"`, as the original client writes `winnerTeam`.
  public var winnerTeamName: String {
    switch self {
    case .win(let team): team.displayName
    case .draw: "None"
    }
  }
}
