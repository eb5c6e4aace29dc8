import Domain

/// The sentences about goals, timer events, the end and the resume offer.
extension GatherText {
  /// "3' Team A, Ann" or "-- Team B" (no minute, no scorer).
  public static func goalLine(_ goal: Goal, in match: Match) -> String {
    let minute = goal.minute.map { "\($0)'" } ?? "--"
    let scorer = match.scorerName(of: goal).map { ", \($0)" } ?? ""
    return "\(minute) \(match.teamNames.name(of: goal.team))\(scorer)"
  }

  /// "Goal! 3' Team A, Ann. Team A 1-0 Team B".
  public static func scored(_ goal: Goal, in match: Match) -> String {
    "Goal! \(goalLine(goal, in: match)). \(scoreLine(match))"
  }

  public static func undone(_ goal: Goal, in match: Match) -> String {
    "Removed the last goal (\(goalLine(goal, in: match))). \(scoreLine(match))"
  }

  /// "Removed goal 2 (3' Team A, Ann). Team A 0-0 Team B": the goal as it read before.
  public static func removed(_ goal: Goal, number: Int, before: Match, after: Match) -> String {
    "Removed goal \(number) (\(goalLine(goal, in: before))). \(scoreLine(after))"
  }

  /// The goal log, oldest first.
  public static func goalLog(_ match: Match) -> [String] {
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
  public static func line(for event: MatchTimer.Event, status: MatchStatus) -> (
    text: String, bell: Bool
  ) {
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

  /// The result as saved: score, winner and goal log; "Gather ended with 04:00 left: ..."
  /// when it ended before its time was up (`status`: the match as it ended).
  public static func ended(_ gather: Gather, status: MatchStatus) -> [String] {
    let match = status.match
    let score = gather.score ?? match.score
    let result: String
    switch Outcome(score: score) {
    case .win(let team): result = "Winner: \(match.teamNames.name(of: team))."
    case .draw: result = "Draw."
    }
    let early = playLeft(status).map { " with \(clock($0)) left" } ?? ""
    let goals = match.goals.isEmpty ? ["No goals."] : goalLog(match)
    return ["Gather ended\(early): \(match.teamNames.scoreLine(score)). \(result)"] + goals
  }

  /// The play still on the clock: the rest of this period and every period after it (a
  /// break counts for nothing); `nil` when the timer never started or the time is up, where
  /// ending the match cuts nothing short.
  public static func playLeft(_ status: MatchStatus) -> Duration? {
    let timer = status.match.timer
    guard timer.hasStarted, !timer.isFinished else { return nil }
    let later = timer.plan.stages.dropFirst(timer.stageIndex + 1).filter(\.isPeriod).count
    let left =
      (timer.stage.isPeriod ? status.remaining : .zero) + .seconds(later * timer.plan.periodSeconds)
    return left > .zero ? left : nil
  }

  /// "Team A is now called Bibs; 'goal a N' still scores for it." or "Team A is called
  /// Team A again."
  public static func renamed(_ team: Team, in names: TeamNames) -> String {
    guard !names.isStandard(team) else {
      return "\(team.displayName) is called \(team.displayName) again."
    }
    return "\(team.displayName) is now called \(names.name(of: team)); "
      + "'goal \(team == .teamA ? "a" : "b") N' still scores for it."
  }

  /// "Unfinished match found: Team A 1-0 Team B, 04:59 left (paused)."
  public static func resumeOffer(_ status: MatchStatus) -> String {
    "Unfinished match found: \(scoreLine(status.match)), "
      + "\(clock(status.remaining)) left (\(timerState(status)))."
  }

  public static let goesOn = "The gather goes on."
  public static let leaveQuestion =
    "The gather has not ended. Leave it? It stays saved: 'resume' on the player list "
    + "or your next login offers it again."
  /// "Left the gather with the timer paused." or, running: "Left the gather with the timer
  /// running (07:45 left); it runs on. 'resume' on the player list or your next login says
  /// what passed."
  public static func left(_ status: MatchStatus) -> String {
    let timer = status.match.timer
    guard timer.isRunning else { return "Left the gather with the timer paused." }
    let stage =
      timer.plan.periods > 1 ? " in the \(stageName(timer.stage, periods: timer.plan.periods))" : ""
    return "Left the gather with the timer running (\(clock(status.remaining)) left\(stage)); "
      + "it runs on. 'resume' on the player list or your next login says what passed."
  }

  /// What happened while no screen had the match open: "The timer ran on while the match
  /// screen was closed: 02:15 passed.", then each stage that ended meanwhile, as the running
  /// timer announces it ("End of the first half: ...", "Time's up! ...").
  public static func away(_ away: MatchTimer.Away, status: MatchStatus) -> [String] {
    let passed = clock(seconds: Int(away.length.components.seconds))
    return ["The timer ran on while the match screen was closed: \(passed) passed."]
      + away.events.map { line(for: $0, status: status).text }
  }
  public static let resumeQuestion = "Resume it?"
  /// "Discard the unfinished match Team A 1-0 Team B (1 goal, 4 players)? Its goals and
  /// its gather are lost for good."
  public static func discardQuestion(_ status: MatchStatus) -> String {
    let goals = status.match.goals.count
    let players = status.match.lineUp.count
    return "Discard the unfinished match \(scoreLine(status.match)) "
      + "(\(goals) goal\(goals == 1 ? "" : "s"), \(players) player\(players == 1 ? "" : "s"))? "
      + "Its goals and its gather are lost for good."
  }
  public static let discarded = "Discarded the unfinished match."
  public static let kept = "Kept the unfinished match; 'resume' on the player list offers it again."

  /// "End the gather at Team A 1-0 Team B?", saying the time left when it would end early:
  /// "End the gather at Team A 1-0 Team B with 12:30 left?"
  public static func endQuestion(_ status: MatchStatus) -> String {
    let early = playLeft(status).map { " with \(clock($0)) left" } ?? ""
    return "End the gather at \(scoreLine(status.match))\(early)?"
  }
  public static func noPlayer(numbered number: Int) -> String {
    "no player of this match has number \(number); 'list' shows the numbers"
  }
  public static func timeLeft(_ remaining: Duration) -> String { "Time left: \(clock(remaining))" }
  public static func scoreSet(_ match: Match) -> String { "Score set: \(scoreLine(match))." }
}
