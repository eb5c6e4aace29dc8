import Domain

/// The sentences about goals, timer events, the end and the resume offer.
extension GatherPresenter.Formatter {
  /// "3' Team A, Ann" or "-- Team B" (no minute, no scorer).
  static func goalLine(_ goal: Goal, in match: Match) -> String {
    let minute = goal.minute.map { "\($0)'" } ?? "--"
    let scorer = match.scorerName(of: goal).map { ", \($0)" } ?? ""
    return "\(minute) \(match.teamNames.name(of: goal.team))\(scorer)"
  }

  /// "Goal! 3' Team A, Ann. Team A 1-0 Team B".
  static func scored(_ goal: Goal, status: MatchStatus) -> String {
    "Goal! \(goalLine(goal, in: status.match)). \(scoreLine(status.match))"
  }

  static func undone(_ goal: Goal, status: MatchStatus) -> String {
    "Removed the last goal (\(goalLine(goal, in: status.match))). "
      + scoreLine(status.match)
  }

  /// The goal log, oldest first.
  static func goalLog(_ match: Match) -> [String] {
    guard !match.goals.isEmpty else { return ["No goals yet. Type 'goal a' or 'goal b N'."] }
    let width = String(match.goals.count).count
    let lines = match.goals.enumerated().map { offset, goal in
      let number = String(offset + 1)
      return "  " + String(repeating: " ", count: width - number.count) + number + "  "
        + goalLine(goal, in: match)
    }
    return ["Goals (\(match.score)):"] + lines
  }

  /// The announcement for one timer event, and whether it rings the bell.
  static func line(for event: MatchTimer.Event, status: MatchStatus) -> (text: String, bell: Bool) {
    let periods = status.match.timer.plan.periods
    // "the first half" or "period 3".
    let name = { (number: Int) in
      (periods == 2 ? "the " : "")
        + stageName(MatchStage(kind: .period(number), length: .zero), periods: periods)
    }
    let score = scoreLine(status.match)
    switch event {
    case .periodEnded(let number): return ("End of \(name(number)): \(score).", true)
    case .breakStarted(let length): return ("Break: \(clock(length)).", false)
    case .breakEnded: return ("The break is over.", true)
    case .periodReady(let number): return ("Type 'start' to kick off \(name(number)).", false)
    case .timeUp: return ("Time's up! \(score). Type 'end' to end the gather.", true)
    }
  }

  /// The result as saved: score, winner and goal log.
  static func ended(_ gather: Gather, match: Match) -> [String] {
    let score = gather.score ?? match.score
    let result: String
    switch Outcome(score: score) {
    case .win(let team): result = "Winner: \(match.teamNames.name(of: team))."
    case .draw: result = "Draw."
    }
    let goals = match.goals.isEmpty ? ["No goals."] : goalLog(match)
    return ["Gather ended: \(match.teamNames.scoreLine(score)). \(result)"] + goals
  }

  /// "Team A is now called Bibs; 'goal a N' still scores for it." or "Team A is called
  /// Team A again."
  static func renamed(_ team: Team, in names: TeamNames) -> String {
    guard !names.isStandard(team) else {
      return "\(team.displayName) is called \(team.displayName) again."
    }
    return "\(team.displayName) is now called \(names.name(of: team)); "
      + "'goal \(team == .teamA ? "a" : "b") N' still scores for it."
  }

  /// "Unfinished match found: Team A 1-0 Team B, 04:59 left (paused)."
  static func resumeOffer(_ status: MatchStatus) -> String {
    "Unfinished match found: \(scoreLine(status.match)), "
      + "\(clock(status.remaining)) left (\(timerState(status)))."
  }

  /// "Discard the unfinished match Team A 1-0 Team B (1 goal, 4 players)? Its goals and
  /// its gather are lost for good."
  static func discardQuestion(_ status: MatchStatus) -> String {
    let goals = status.match.goals.count
    let players = status.match.lineUp.count
    return "Discard the unfinished match \(scoreLine(status.match)) "
      + "(\(goals) goal\(goals == 1 ? "" : "s"), \(players) player\(players == 1 ? "" : "s"))? "
      + "Its goals and its gather are lost for good."
  }

  /// Why the timer refused, with the command that gets the user on.
  static func refusal(_ refusal: MatchTimer.Refusal) -> String {
    let way =
      switch refusal {
      case .alreadyRunning: "type 'pause' to pause it"
      case .timeIsUp: "type 'stop' to reset the timer or 'end' to end the gather"
      case .notRunning: "type 'start'"
      case .runningWhilePlanChanges: "type 'pause' or 'stop' before setting the time"
      }
    return "\(refusal.error.message); \(way)"
  }

  /// Why the match refused a goal or a removal, with the command that gets the user on.
  static func refusal(_ refusal: GoalRefusal, names: TeamNames = .standard) -> String {
    let message = refusal.error(in: names).message
    return switch refusal {
    case .noPlayer: "\(message); 'list' shows the numbers"
    case .ownGoalByOwnPlayer(let team):
      "\(message); type e.g. 'goal \(team == .teamA ? "a" : "b") og N'"
    case .scorerNotInTeam(_, let team):
      "\(message); give a \(names.name(of: team)) player, score for "
        + "\(names.name(of: team == .teamA ? Team.teamB : .teamA)), or type 'og' for an own goal"
    case .noGoal(_, 0):
      message
    case .noGoal:
      "\(message) ('goals' lists them)"
    }
  }
}
