/// What the match says about itself without changing: who plays where, the score, a
/// goal's scorer and the snapshot that lets it go on after a crash.
extension Match {
  /// The player with number `number` on the screen, or `nil` when no one plays with it.
  public func player(numbered number: Int) -> Player? {
    numbers.firstIndex(of: number).map { lineUp[$0].player }
  }

  /// The score: the sum of the goal log.
  public var score: Score { Score(goals: goals) }

  /// The players of `team`, in the order they were picked.
  public func players(of team: Team) -> [Player] {
    lineUp.filter { $0.team == team }.map(\.player)
  }

  /// The scorer's name, if the goal has one, with "(own goal)" after it for an own goal.
  public func scorerName(of goal: Goal) -> String? {
    let name = goal.scorerID.flatMap { id in lineUp.first { $0.player.id == id }?.player.name }
    return name.map { goal.isOwnGoal(in: lineUp, changes: changes) ? $0 + " (own goal)" : $0 }
  }

  /// Everything needed to go on with the match after a crash; with `runsOn` (a shared time
  /// line), a running timer is saved with the moment and goes on without a screen
  /// (`MatchTimer.state(at:runsOn:)`).
  public func snapshot(at now: Duration, runsOn: Bool = false) -> MatchSnapshot {
    MatchSnapshot(
      gatherID: gatherID, players: lineUp, goals: goals,
      timer: timer.state(at: now, runsOn: runsOn),
      teamNames: teamNames, changes: changes)
  }
}
