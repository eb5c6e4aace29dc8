import Domain

/// The words and rows of the match screen: the sentences every pattern prints (VIPER's,
/// MVP's, MVP-C's and VIP's presenters, MVC's controller and MVVM's view model call these).
/// They are the same in every pattern because `PatternSessionTests` requires byte-identical
/// transcripts, so they live once, here, beside the rules they put into words; what a
/// variant keeps is when it says them and who says them (docs/PATTERNS.md, "What is shared").
public enum GatherText {
  public static let hint =
    "Commands: start|resume, pause, timer, stop, time MM:SS|MM, halves NxMM [break MM], "
    + "goal a|b [og] [N], name a|b [NAME], undo, remove N, score A-B, goals, list, end, help, back"

  /// The match screen listing the rows of each section `window` shows (the first 25 of each
  /// unless `more` or `list A-B` moved it); every number still works in `goal a N`.
  public static func content(of status: MatchStatus, window: LineUpWindow = LineUpWindow())
    -> GatherContent
  {
    content(of: MatchFacts(status), window: window)
  }

  /// The match screen of `facts`, listing the rows `window` shows.
  public static func content(of facts: MatchFacts, window: LineUpWindow = LineUpWindow())
    -> GatherContent
  {
    let places = facts.places
    let bench = places.contains { $0.team == .bench } ? [Team.bench] : []
    let sections = ([Team.teamA, .teamB] + bench).map { team in
      let members = places.indices.filter { places[$0].team == team }
      let (listed, unlisted) = window.listed(members, numbers: places.map(\.number))
      var rows: [GatherContent.Row] = listed.map { index in
        .init(
          number: "\(places[index].number)", name: places[index].name,
          position: places[index].position?.shortForm ?? "-")
      }
      if unlisted > 0 {
        rows.append(
          .init(number: "", name: "... \(unlisted) not listed: 'more', 'list A-B'", position: ""))
      }
      return GatherContent.Section(title: facts.teamNames.label(of: team), rows: rows)
    }
    var content = GatherContent(
      title: "Gather: \(scoreLine(facts.score, names: facts.teamNames))", sections: sections,
      timer: "Timer: \(clock(facts.timer.remaining)) \(timerState(facts.timer))", hint: hint,
      highestNumber: places.map(\.number).max() ?? 0)
    content.names = places.map { NumberedName(number: $0.number, name: $0.name) }
    return content
  }

  /// "Team A 1-0 Team B", or with the names the teams were given: "Bibs 1-0 Team B".
  public static func scoreLine(_ match: Match) -> String {
    scoreLine(match.score, names: match.teamNames)
  }

  /// `score` with the names the teams were given.
  public static func scoreLine(_ score: Score, names: TeamNames) -> String {
    names.scoreLine(score)
  }

  /// "09:05": minutes and seconds, the seconds rounded up as a countdown shows them.
  public static func clock(_ remaining: Duration) -> String {
    clock(seconds: remaining.wholeSecondsRoundedUp)
  }

  public static func clock(seconds: Int) -> String {
    let minutes = seconds / 60
    let rest = seconds % 60
    return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
  }

  /// "running", "paused (second half; 2 x 25:00, break 05:00)", "time's up".
  public static func timerState(_ status: MatchStatus) -> String {
    timerState(TimerFacts(status))
  }

  /// The timer's state of `timer`, as `timerState(_:)` words it.
  public static func timerState(_ timer: TimerFacts) -> String {
    let state =
      timer.isFinished
      ? "time's up" : timer.isRunning ? "running" : timer.hasStarted ? "paused" : "ready"
    let plan = timer.plan
    guard plan.periods > 1 else { return state }
    let breakText = plan.breakSeconds > 0 ? ", break \(clock(seconds: plan.breakSeconds))" : ""
    return "\(state) (\(stageName(timer.stage, periods: plan.periods)); "
      + "\(plan.periods) x \(clock(seconds: plan.periodSeconds))\(breakText))"
  }

  /// "first half", "second half", "period 3", "break".
  public static func stageName(_ stage: MatchStage, periods: Int) -> String {
    switch stage.kind {
    case .rest: "break"
    case .period(let number) where periods == 2: number == 1 ? "first half" : "second half"
    case .period(let number): "period \(number)"
    }
  }

  /// The question before halves that would restart the match clock (`[reset/keep]`).
  public static func resetQuestion(_ timer: MatchTimer) -> String {
    resetQuestion(played: timer.elapsedPlay(at: .zero))
  }

  /// The question before halves that would restart a match clock that has `played`.
  public static func resetQuestion(played: Duration) -> String {
    "The match clock has \(clock(played)) played. Reset it to 00:00 for these halves? "
      + "Goals after that count from 1' again."
  }

  /// What a timer change did, in a sentence, or `nil` when the screen says enough.
  public static func change(from before: MatchStatus, to after: MatchStatus) -> String? {
    change(from: TimerFacts(before), to: TimerFacts(after))
  }

  /// What a timer change from `old` to `new` did, in a sentence, or `nil`.
  public static func change(from old: TimerFacts, to new: TimerFacts) -> String? {
    let time = clock(new.remaining)
    // The match clock goes on under a new time or a stopped countdown: say from where.
    let goesOn =
      new.playedBefore > .zero
      ? " The match clock goes on from \(clock(new.playedBefore)) played." : ""
    if old.plan != new.plan {
      let plan = new.plan
      return plan.periods == 1
        ? "Time set to \(time).\(goesOn)"
        : "Match set to \(plan.periods) periods of \(clock(seconds: plan.periodSeconds))"
          + (plan.breakSeconds > 0 ? " with a \(clock(seconds: plan.breakSeconds)) break" : "")
          + ".\(goesOn)"
    }
    if old.hasStarted && !new.hasStarted {
      return "Timer stopped and reset to \(time).\(goesOn)"
    }
    if !old.isRunning && new.isRunning {
      let freshPeriod = new.stageIndex > 0 && old.remaining == old.stage.length
      let name = stageName(new.stage, periods: new.plan.periods)
      return freshPeriod
        ? "\(name.prefix(1).uppercased() + name.dropFirst()) started: \(time)."
        : "Timer running: \(time)."
    }
    if old.isRunning && !new.isRunning { return "Timer paused at \(time)." }
    return nil
  }

  /// Why the timer refused, with the command that gets the user on.
  public static func refusal(_ refusal: MatchTimer.Refusal) -> String {
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
  public static func refusal(_ refusal: GoalRefusal, names: TeamNames = .standard) -> String {
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
