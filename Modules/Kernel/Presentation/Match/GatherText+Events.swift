import Domain

/// The sentences about goals, timer events, the end and the resume offer.
extension GatherText {
  /// "3' Team A, Ann" or "-- Team B" (no minute, no scorer).
  public static func goalLine(_ goal: Goal, in match: Match) -> String {
    goalLine(GoalEntry(goal, in: match), names: match.teamNames)
  }

  /// `entry` as the goal log reads it, the teams called `names`.
  public static func goalLine(_ entry: GoalEntry, names: TeamNames) -> String {
    let minute = entry.minute.map { "\($0)'" } ?? "--"
    let scorer = entry.scorer.map { ", \($0)" } ?? ""
    return "\(minute) \(names.name(of: entry.team))\(scorer)"
  }

  /// "Goal! 3' Team A, Ann. Team A 1-0 Team B".
  public static func scored(_ goal: Goal, in match: Match) -> String {
    scored(GoalEntry(goal, in: match), score: match.score, names: match.teamNames)
  }

  /// "Goal! 3' Team A, Ann. Team A 1-0 Team B": `entry`, then the score after it.
  public static func scored(_ entry: GoalEntry, score: Score, names: TeamNames) -> String {
    "Goal! \(goalLine(entry, names: names)). \(scoreLine(score, names: names))"
  }

  public static func undone(_ goal: Goal, in match: Match) -> String {
    undone(GoalEntry(goal, in: match), score: match.score, names: match.teamNames)
  }

  /// "Removed the last goal (3' Team A, Ann). Team A 0-0 Team B".
  public static func undone(_ entry: GoalEntry, score: Score, names: TeamNames) -> String {
    "Removed the last goal (\(goalLine(entry, names: names))). \(scoreLine(score, names: names))"
  }

  /// "Removed goal 2 (3' Team A, Ann). Team A 0-0 Team B": the goal as it read before.
  public static func removed(_ goal: Goal, number: Int, before: Match, after: Match) -> String {
    removed(
      GoalEntry(goal, in: before), number: number, score: after.score, names: after.teamNames)
  }

  /// "Removed goal 2 (3' Team A, Ann). Team A 0-0 Team B": `entry` as it read before, and
  /// the score after.
  public static func removed(_ entry: GoalEntry, number: Int, score: Score, names: TeamNames)
    -> String
  {
    "Removed goal \(number) (\(goalLine(entry, names: names))). \(scoreLine(score, names: names))"
  }

  /// The goal log, oldest first.
  public static func goalLog(_ match: Match) -> [String] {
    goalLog(
      match.goals.map { GoalEntry($0, in: match) }, score: match.score, names: match.teamNames)
  }

  /// The goal log of `goals`, oldest first, under the score.
  public static func goalLog(_ goals: [GoalEntry], score: Score, names: TeamNames) -> [String] {
    guard !goals.isEmpty else { return ["No goals yet. Type 'goal a' or 'goal b N'."] }
    let width = String(goals.count).count
    let lines = goals.enumerated().map { offset, goal in
      let number = String(offset + 1)
      return "  " + String(repeating: " ", count: width - number.count) + number + "  "
        + goalLine(goal, names: names)
    }
    return ["Goals (\(score)):"] + lines
  }

  /// The announcement for one timer event, and whether it rings the bell.
  public static func line(for event: MatchTimer.Event, status: MatchStatus) -> (
    text: String, bell: Bool
  ) {
    line(for: event, facts: MatchFacts(status))
  }

  /// The announcement for one timer event of the match of `facts`.
  public static func line(for event: MatchTimer.Event, facts: MatchFacts) -> (
    text: String, bell: Bool
  ) {
    let periods = facts.timer.plan.periods
    // "the first half" or "period 3".
    let name = { (number: Int) in
      (periods == 2 ? "the " : "")
        + stageName(MatchStage(kind: .period(number), length: .zero), periods: periods)
    }
    let score = scoreLine(facts.score, names: facts.teamNames)
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
    ended(gather, facts: MatchFacts(status))
  }

  /// The result as saved of the match of `facts`, as `ended(_:status:)` words it.
  public static func ended(_ gather: Gather, facts: MatchFacts) -> [String] {
    let names = facts.teamNames
    let score = gather.score ?? facts.score
    let result: String
    switch Outcome(score: score) {
    case .win(let team): result = "Winner: \(names.name(of: team))."
    case .draw: result = "Draw."
    }
    let early = playLeft(facts.timer).map { " with \(clock($0)) left" } ?? ""
    let goals =
      facts.goals.isEmpty ? ["No goals."] : goalLog(facts.goals, score: facts.score, names: names)
    return ["Gather ended\(early): \(names.scoreLine(score)). \(result)"] + goals
  }

  /// The play still on the clock: the rest of this period and every period after it (a
  /// break counts for nothing); `nil` when the timer never started or the time is up, where
  /// ending the match cuts nothing short.
  public static func playLeft(_ status: MatchStatus) -> Duration? {
    playLeft(TimerFacts(status))
  }

  /// The play still on the clock of `timer`, as `playLeft(_:)` counts it.
  public static func playLeft(_ timer: TimerFacts) -> Duration? {
    guard timer.hasStarted, !timer.isFinished else { return nil }
    let later = timer.plan.stages.dropFirst(timer.stageIndex + 1).filter(\.isPeriod).count
    let left =
      (timer.stage.isPeriod ? timer.remaining : .zero) + .seconds(later * timer.plan.periodSeconds)
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
    resumeOffer(MatchFacts(status))
  }

  /// The offer of the unfinished match of `facts`.
  public static func resumeOffer(_ facts: MatchFacts) -> String {
    "Unfinished match found: \(scoreLine(facts.score, names: facts.teamNames)), "
      + "\(clock(facts.timer.remaining)) left (\(timerState(facts.timer)))."
  }

  public static let goesOn = "The gather goes on."
  public static let leaveQuestion =
    "The gather has not ended. Leave it? It stays saved: 'resume' on the player list "
    + "or your next login offers it again."
  /// "Left the gather with the timer paused." or, running: "Left the gather with the timer
  /// running (07:45 left); it runs on. 'resume' on the player list or your next login says
  /// what passed."
  public static func left(_ status: MatchStatus) -> String {
    left(TimerFacts(status))
  }

  /// The last line on leaving a match whose timer is `timer`.
  public static func left(_ timer: TimerFacts) -> String {
    guard timer.isRunning else { return "Left the gather with the timer paused." }
    let stage =
      timer.plan.periods > 1 ? " in the \(stageName(timer.stage, periods: timer.plan.periods))" : ""
    return "Left the gather with the timer running (\(clock(timer.remaining)) left\(stage)); "
      + "it runs on. 'resume' on the player list or your next login says what passed."
  }

  /// What happened while no screen had the match open: "The timer ran on while the match
  /// screen was closed: 02:15 passed.", then each stage that ended meanwhile, as the running
  /// timer announces it ("End of the first half: ...", "Time's up! ...").
  public static func away(_ away: MatchTimer.Away, status: MatchStatus) -> [String] {
    self.away(away, facts: MatchFacts(status))
  }

  /// What happened while no screen had the match of `facts` open.
  public static func away(_ away: MatchTimer.Away, facts: MatchFacts) -> [String] {
    let passed = clock(seconds: Int(away.length.components.seconds))
    return ["The timer ran on while the match screen was closed: \(passed) passed."]
      + away.events.map { line(for: $0, facts: facts).text }
  }
  public static let resumeQuestion = "Resume it?"
  /// "Discard the unfinished match Team A 1-0 Team B (1 goal, 4 players)? Its goals and
  /// its gather are lost for good."
  public static func discardQuestion(_ status: MatchStatus) -> String {
    discardQuestion(MatchFacts(status))
  }

  /// The question before the unfinished match of `facts` is discarded.
  public static func discardQuestion(_ facts: MatchFacts) -> String {
    let goals = facts.goals.count
    let players = facts.places.count
    return "Discard the unfinished match \(scoreLine(facts.score, names: facts.teamNames)) "
      + "(\(goals) goal\(goals == 1 ? "" : "s"), \(players) player\(players == 1 ? "" : "s"))? "
      + "Its goals and its gather are lost for good."
  }
  public static let discarded = "Discarded the unfinished match."
  public static let kept = "Kept the unfinished match; 'resume' on the player list offers it again."

  /// "End the gather at Team A 1-0 Team B?", saying the time left when it would end early:
  /// "End the gather at Team A 1-0 Team B with 12:30 left?"
  public static func endQuestion(_ status: MatchStatus) -> String {
    endQuestion(MatchFacts(status))
  }

  /// The question before the match of `facts` ends.
  public static func endQuestion(_ facts: MatchFacts) -> String {
    let early = playLeft(facts.timer).map { " with \(clock($0)) left" } ?? ""
    return "End the gather at \(scoreLine(facts.score, names: facts.teamNames))\(early)?"
  }
  public static func noPlayer(numbered number: Int) -> String {
    "no player of this match has number \(number); 'list' shows the numbers"
  }
  public static func timeLeft(_ remaining: Duration) -> String { "Time left: \(clock(remaining))" }
  public static func scoreSet(_ match: Match) -> String {
    scoreSet(match.score, names: match.teamNames)
  }

  /// "Score set: Team A 2-1 Team B."
  public static func scoreSet(_ score: Score, names: TeamNames) -> String {
    "Score set: \(scoreLine(score, names: names))."
  }
}
