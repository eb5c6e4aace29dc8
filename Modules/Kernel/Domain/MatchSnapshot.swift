/// Everything needed to go on with a match exactly where it was.
public struct MatchSnapshot: Hashable, Sendable, Codable {
  public var gatherID: Gather.ID
  /// Both teams, as the gather was started with them.
  public var players: [GatherPlayer]
  /// The goal log, oldest first; the score is its sum.
  public var goals: [Goal]
  public var timer: MatchTimerState
  /// What the teams are called (snapshots from before names could change have none:
  /// "Team A" and "Team B").
  public var teamNames: TeamNames
  /// The line-up changes since kick-off, oldest first (`players` is the line-up after them);
  /// snapshots from before line-ups could change have none.
  public var changes: [LineUpChange]
  /// Whether another running window (process) saved it last and may still have it open:
  /// set when it is loaded, never saved.
  public var openElsewhere = false

  private enum CodingKeys: String, CodingKey {
    case gatherID, players, goals, timer, teamNames, changes
  }

  public init(
    gatherID: Gather.ID, players: [GatherPlayer], goals: [Goal], timer: MatchTimerState,
    teamNames: TeamNames = .standard, changes: [LineUpChange] = []
  ) {
    self.gatherID = gatherID
    self.players = players
    self.goals = goals
    self.timer = timer
    self.teamNames = teamNames
    self.changes = changes
  }

  /// Reads a snapshot, also one saved before teams had names (read as "Team A" and
  /// "Team B"), players had numbers (read as `nil`) or line-ups could change (no changes).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      gatherID: try container.decode(Gather.ID.self, forKey: .gatherID),
      players: try container.decode([GatherPlayer].self, forKey: .players),
      goals: try container.decode([Goal].self, forKey: .goals),
      timer: try container.decode(MatchTimerState.self, forKey: .timer),
      teamNames: try container.decodeIfPresent(TeamNames.self, forKey: .teamNames) ?? .standard,
      changes: try container.decodeIfPresent([LineUpChange].self, forKey: .changes) ?? [])
  }

  public var score: Score { Score(goals: goals) }
}
