import Domain

/// The match in progress: both teams, the goal log and the timer.
///
/// The main Entity of the Gather module. The score is the sum of the goal log, so it
/// can never be negative, and undoing a goal is removing the last event.
struct Match: Equatable, Sendable {
  let gatherID: Gather.ID
  /// Both teams' players in the order they were picked: player N on the screen is
  /// `lineUp[N - 1]`, the number they had on the teams screen when no one sat out.
  let lineUp: [GatherPlayer]
  private(set) var goals: [Goal]
  var timer: MatchTimer

  init(gather: Gather, timer: MatchTimer = MatchTimer()) {
    gatherID = gather.id
    lineUp = gather.players.filter { $0.team == .teamA || $0.team == .teamB }
    goals = gather.goals
    self.timer = timer
  }

  /// The match as it was saved, with its timer paused.
  init(snapshot: MatchSnapshot) {
    self.init(
      gather: Gather(id: snapshot.gatherID, players: snapshot.players, goals: snapshot.goals),
      timer: MatchTimer(state: snapshot.timer))
  }

  var score: Score { Score(goals: goals) }

  func players(of team: Team) -> [Player] {
    lineUp.filter { $0.team == team }.map(\.player)
  }

  /// Records a goal for `team`; the scorer, when given, must play for that team.
  mutating func recordGoal(for team: Team, scorer: Player?, at now: Duration)
    throws(FootballGatherError) -> Goal
  {
    if let scorer, !players(of: team).contains(scorer) {
      let other = team == .teamA ? Team.teamB : .teamA
      throw .invalidInput(
        "\(scorer.name) does not play for \(team.displayName); "
          + "give a \(team.displayName) player or score for \(other.displayName)")
    }
    let goal = Goal(team: team, scorerID: scorer?.id, minute: minute(at: now))
    goals.append(goal)
    return goal
  }

  /// Removes the last goal event and returns it.
  mutating func undoLastGoal() throws(FootballGatherError) -> Goal {
    guard let last = goals.popLast() else {
      throw .invalidInput("there is no goal to undo; the score is 0-0")
    }
    return last
  }

  /// The match minute the timer shows (1 during the first minute of play), or `nil`
  /// when the timer has not started.
  func minute(at now: Duration) -> Int? {
    guard timer.hasStarted else { return nil }
    let played = timer.elapsedPlay(at: now).components.seconds
    let plan = timer.plan
    let lastMinute = max(1, (plan.periods * plan.periodSeconds + 59) / 60)
    return min(Int(played) / 60 + 1, lastMinute)
  }

  /// The scorer's name, if the goal has one.
  func scorerName(of goal: Goal) -> String? {
    goal.scorerID.flatMap { id in lineUp.first { $0.player.id == id }?.player.name }
  }

  /// Everything needed to go on with the match after a crash.
  func snapshot(at now: Duration) -> MatchSnapshot {
    MatchSnapshot(
      gatherID: gatherID, players: lineUp, goals: goals, timer: timer.state(at: now))
  }
}

/// The match as the presenter sees it at one moment: the Entity and the time left.
struct MatchStatus: Equatable, Sendable {
  var match: Match
  var remaining: Duration
}
