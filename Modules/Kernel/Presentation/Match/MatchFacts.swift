import Domain

/// What the match screen's sentences read of a match, as plain values: the teams' names,
/// the score, the goal log as it reads, who is numbered what and where, and the timer's
/// state. A presentation role that must not see Domain's `Match` whole (VIP's presenter,
/// docs/PATTERNS.md) is handed these; `GatherText`'s entry points that take a `Match` or a
/// `MatchStatus` read them from it and call the ones that take these.
public struct MatchFacts: Equatable, Sendable {
  /// One player of the match: their number on the screen, who they are and where they play.
  public struct Place: Equatable, Sendable {
    public var id: Player.ID
    public var number: Int
    public var name: String
    public var position: Position?
    /// The team, or `nil` for a player on no team yet (listed with the Bench).
    public var team: Team?

    /// Creates a place.
    public init(id: Player.ID, number: Int, name: String, position: Position?, team: Team?) {
      self.id = id
      self.number = number
      self.name = name
      self.position = position
      self.team = team
    }
  }

  public var teamNames: TeamNames
  public var score: Score
  /// The goal log, oldest first, as each goal reads.
  public var goals: [GoalEntry]
  /// The line-up in the match's order.
  public var places: [Place]
  public var timer: TimerFacts

  /// Creates the facts from their values.
  public init(
    teamNames: TeamNames, score: Score, goals: [GoalEntry], places: [Place], timer: TimerFacts
  ) {
    self.teamNames = teamNames
    self.score = score
    self.goals = goals
    self.places = places
    self.timer = timer
  }

  /// The facts of `status`'s match.
  public init(_ status: MatchStatus) {
    let match = status.match
    self.init(
      teamNames: match.teamNames, score: match.score,
      goals: match.goals.map { GoalEntry($0, in: match) },
      places: zip(match.numbers, match.lineUp).map { number, place in
        Place(
          id: place.player.id, number: number, name: place.player.name,
          position: place.player.position, team: place.team)
      }, timer: TimerFacts(status))
  }

  /// Each section's count of players (a player on no team counts with the Bench).
  var sectionCounts: [Team: Int] {
    var counts: [Team: Int] = [:]
    for place in places { counts[place.team ?? .bench, default: 0] += 1 }
    return counts
  }
}
