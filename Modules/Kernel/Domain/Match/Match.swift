/// The match in progress: both teams, the goal log and the timer.
///
/// The score is the sum of the goal log, so it can never be negative, and undoing a goal
/// is removing the last event. Every screen that runs a match (the Gather feature and
/// its pattern variants) keeps one and asks it, so the rules are written once.
public struct Match: Equatable, Sendable {
  /// The gather this match is played for.
  public let gatherID: Gather.ID
  /// Both teams' players in the order they were picked.
  public let lineUp: [GatherPlayer]
  /// The number of each player of `lineUp` (same order): the one they had on the teams
  /// screen, kept with the gather. A gather from before numbers were kept is numbered by
  /// line-up order (1 for `lineUp[0]`), as the match screen numbered it then.
  public let numbers: [Int]
  /// The goal log, oldest first.
  public private(set) var goals: [Goal]
  /// The match timer; the match minute of a goal comes from it.
  public var timer: MatchTimer
  /// What the teams are called in this gather.
  public private(set) var teamNames: TeamNames

  /// The match of `gather` (its players on Team A or B, its goals and names so far).
  public init(gather: Gather, timer: MatchTimer = MatchTimer()) {
    gatherID = gather.id
    lineUp = gather.players.filter { $0.team == .teamA || $0.team == .teamB }
    let kept = lineUp.compactMap(\.number)
    numbers =
      kept.count == lineUp.count && Set(kept).count == kept.count
      ? kept : lineUp.indices.map { $0 + 1 }
    goals = gather.goals
    teamNames = gather.teamNames
    self.timer = timer
  }

  /// The match as it was saved, with its timer paused.
  public init(snapshot: MatchSnapshot) {
    self.init(
      gather: Gather(
        id: snapshot.gatherID, players: snapshot.players, goals: snapshot.goals,
        teamNames: snapshot.teamNames),
      timer: MatchTimer(state: snapshot.timer))
  }

  /// The player with number `number` on the screen, or `nil` when no one plays with it.
  public func player(numbered number: Int) -> Player? {
    numbers.firstIndex(of: number).map { lineUp[$0].player }
  }

  /// Calls `team` `name`, or by its standard name again when `name` is `nil`.
  public mutating func rename(_ team: Team, to name: String?) throws(FootballGatherError) {
    teamNames = try teamNames.renaming(team, to: name)
  }

  /// The score: the sum of the goal log.
  public var score: Score { Score(goals: goals) }

  /// The players of `team`, in the order they were picked.
  public func players(of team: Team) -> [Player] {
    lineUp.filter { $0.team == team }.map(\.player)
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

  /// The match minute the match clock shows (1 during the first minute of play), or
  /// `nil` before it has moved. It never goes back within a match: a new time or a
  /// stopped countdown keeps the clock (`MatchTimer`); after time is up it stays on the
  /// last minute.
  public func minute(at now: Duration) -> Int? {
    guard timer.clockHasStarted else { return nil }
    let played = Int(timer.elapsedPlay(at: now).components.seconds)
    let lastMinute = max(1, (Int(timer.lastPlay.components.seconds) + 59) / 60)
    return min(played / 60 + 1, lastMinute)
  }

  /// The scorer's name, if the goal has one, with "(own goal)" after it for an own goal.
  public func scorerName(of goal: Goal) -> String? {
    let name = goal.scorerID.flatMap { id in lineUp.first { $0.player.id == id }?.player.name }
    return name.map { goal.isOwnGoal(in: lineUp) ? $0 + " (own goal)" : $0 }
  }

  /// Everything needed to go on with the match after a crash.
  public func snapshot(at now: Duration) -> MatchSnapshot {
    MatchSnapshot(
      gatherID: gatherID, players: lineUp, goals: goals, timer: timer.state(at: now),
      teamNames: teamNames)
  }
}
