/// The match in progress: the teams and the Bench, the goal log, the line-up changes and
/// the timer.
///
/// The score is the sum of the goal log, so it can never be negative, and undoing a goal
/// is removing the last event. Every screen that runs a match (the Gather feature and
/// its pattern variants) keeps one and asks it, so the rules are written once: the goal
/// rules here and in `Match+Refusals.swift`, the line-up rules in `Match+LineUp.swift`.
public struct Match: Equatable, Sendable {
  /// The gather this match is played for.
  public let gatherID: Gather.ID
  /// Every player of the match on their place now (Team A, Team B or the Bench), in the
  /// order they were picked, latecomers last.
  public private(set) var lineUp: [GatherPlayer]
  /// The number of each player of `lineUp` (same order): the one they had on the teams
  /// screen, kept with the gather; a latecomer gets the next free one. A gather from before
  /// numbers were kept is numbered by line-up order (1 for `lineUp[0]`), as the match screen
  /// numbered it then.
  public private(set) var numbers: [Int]
  /// The goal log, oldest first.
  public private(set) var goals: [Goal]
  /// The line-up changes made after kick-off, oldest first.
  public private(set) var changes: [LineUpChange]
  /// The match timer; the match minute of a goal comes from it.
  public var timer: MatchTimer
  /// What the teams are called in this gather.
  public private(set) var teamNames: TeamNames

  /// The match of `gather` (its players on Team A or B, its goals and names so far).
  public init(gather: Gather, timer: MatchTimer = MatchTimer()) {
    self.init(
      gatherID: gather.id,
      players: gather.players.filter { $0.team == .teamA || $0.team == .teamB },
      goals: gather.goals, changes: gather.lineUpChanges, teamNames: gather.teamNames,
      timer: timer)
  }

  /// The match as it was saved (the Bench too), with its timer paused.
  public init(snapshot: MatchSnapshot) {
    self.init(
      gatherID: snapshot.gatherID, players: snapshot.players.filter { $0.team != nil },
      goals: snapshot.goals, changes: snapshot.changes, teamNames: snapshot.teamNames,
      timer: MatchTimer(state: snapshot.timer))
  }

  private init(
    gatherID: Gather.ID, players: [GatherPlayer], goals: [Goal], changes: [LineUpChange],
    teamNames: TeamNames, timer: MatchTimer
  ) {
    self.gatherID = gatherID
    lineUp = players
    let kept = lineUp.compactMap(\.number)
    numbers =
      kept.count == lineUp.count && Set(kept).count == kept.count
      ? kept : lineUp.indices.map { $0 + 1 }
    self.goals = goals
    self.changes = changes
    self.teamNames = teamNames
    self.timer = timer
  }

  /// Puts the players at `places` (indices of `lineUp`) on their new place, adds `joining`
  /// (a latecomer, with their number) and logs `logging`: the one way the line-up changes.
  /// `Match+LineUp.swift` checks first that the change is allowed.
  mutating func place(
    _ places: [(index: Int, team: Team)], joining: GatherPlayer? = nil,
    logging: [LineUpChange]
  ) {
    for (index, team) in places { lineUp[index].team = team }
    if let joining, let number = joining.number {
      lineUp.append(joining)
      numbers.append(number)
    }
    changes += logging
  }

  /// Calls `team` `name`, or by its standard name again when `name` is `nil`.
  public mutating func rename(_ team: Team, to name: String?) throws(FootballGatherError) {
    teamNames = try teamNames.renaming(team, to: name)
  }

  /// Records a goal for `team`; the scorer, when given, must play for that team, or for
  /// the other team when it is an own goal (see `goalRefusal`).
  public mutating func recordGoal(
    for team: Team, scorer: Player?, ownGoal: Bool = false, at now: Duration
  )
    throws(FootballGatherError) -> Goal
  {
    if let refusal = goalRefusal(for: team, scorer: scorer, ownGoal: ownGoal) {
      throw refusal.error(in: teamNames)
    }
    let goal = Goal(team: team, scorerID: scorer?.id, minute: minute(at: now))
    goals.append(goal)
    return goal
  }

  /// Records a goal for `team` by the player numbered `scorerNumber` on the screen
  /// (nobody when `nil`): the one place a typed goal is checked, by number, team and own
  /// goal, and refused with the reason.
  public mutating func recordGoal(
    for team: Team, scorerNumber: Int?, ownGoal: Bool = false, at now: Duration
  ) throws(GoalRefusal) -> Goal {
    var scorer: Player?
    if let scorerNumber {
      guard let player = player(numbered: scorerNumber) else {
        throw .noPlayer(number: scorerNumber)
      }
      scorer = player
    }
    if let refusal = goalRefusal(for: team, scorer: scorer, ownGoal: ownGoal) { throw refusal }
    let goal = Goal(team: team, scorerID: scorer?.id, minute: minute(at: now))
    goals.append(goal)
    return goal
  }

  /// Removes goal `number` (1 is the first in the log), or says why there is none.
  public mutating func removeGoal(numbered number: Int) throws(GoalRefusal) -> Goal {
    if let refusal = removalRefusal(number: number) { throw refusal }
    return goals.remove(at: number - 1)
  }

  /// Removes the last goal event and returns it.
  public mutating func undoLastGoal() throws(FootballGatherError) -> Goal {
    guard let last = goals.popLast() else {
      throw .invalidInput("there is no goal to undo; the score is 0-0")
    }
    return last
  }

  /// Removes goal `number` (1 is the first in the log) and returns it.
  public mutating func removeGoal(number: Int) throws(FootballGatherError) -> Goal {
    if let refusal = removalRefusal(number: number) { throw refusal.error }
    return goals.remove(at: number - 1)
  }

  /// Sets the score directly: goals without a scorer are added or removed (see
  /// `Array<Goal>.settingScore`), so the score stays the sum of the goal log.
  public mutating func setScore(_ score: Score) throws(FootballGatherError) {
    goals = try goals.settingScore(score)
  }

  /// The match minute the match clock shows (1 in the first minute of play), `nil` before
  /// it has moved. It never goes back (a new time or a stopped countdown keeps the clock,
  /// `MatchTimer`); after time is up it stays on the last minute.
  public func minute(at now: Duration) -> Int? {
    guard timer.clockHasStarted else { return nil }
    let played = Int(timer.elapsedPlay(at: now).components.seconds)
    let lastMinute = max(1, (Int(timer.lastPlay.components.seconds) + 59) / 60)
    return min(played / 60 + 1, lastMinute)
  }
}
