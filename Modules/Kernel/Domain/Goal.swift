/// One goal of a gather: the team that scored and, when the user said so, who scored it
/// and in which minute of the match.
public struct Goal: Hashable, Sendable, Codable {
  public var team: Team
  /// A player of `team`, or `nil` when the scorer was not given.
  public var scorerID: Player.ID?
  /// The match minute (1 for the first minute), or `nil` when the timer had not started.
  public var minute: Int?

  public init(team: Team, scorerID: Player.ID? = nil, minute: Int? = nil) {
    self.team = team
    self.scorerID = scorerID
    self.minute = minute
  }
}
