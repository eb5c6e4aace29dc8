import Domain

extension GatherPresenter {
  /// Turns the match into the words and rows the screen shows: the presenter's formatting,
  /// kept apart so the presenter reads as events, use cases and routes.
  enum Formatter {
    /// How many players of a team the screen lists, as the teams screen does; every
    /// number still works in `goal a N`.
    static let shownPerTeam = 50

    static func viewModel(of status: MatchStatus) -> GatherViewModel {
      let lineUp = status.match.lineUp
      let bench = lineUp.contains { $0.team == .bench } ? [Team.bench] : []
      let sections = ([Team.teamA, .teamB] + bench).map { team in
        let members = lineUp.indices.filter { lineUp[$0].team == team }
        var rows: [GatherViewModel.Row] = members.prefix(shownPerTeam).map { index in
          .init(
            number: "\(status.match.numbers[index])", name: lineUp[index].player.name,
            position: lineUp[index].player.position?.shortForm ?? "-")
        }
        if members.count > shownPerTeam {
          rows.append(
            .init(number: "", name: "... and \(members.count - shownPerTeam) more", position: ""))
        }
        return GatherViewModel.Section(
          title: status.match.teamNames.label(of: team), rows: rows)
      }
      return GatherViewModel(
        title: "Gather: \(scoreLine(status.match))", sections: sections,
        timer: "Timer: \(clock(status.remaining)) \(timerState(status))",
        highestNumber: status.match.numbers.max() ?? 0)
    }

    /// Whether the screen lists every player of both teams (no "... and N more").
    static func listsWhole(_ match: Match) -> Bool {
      var counts: [Team: Int] = [:]
      for place in match.lineUp { counts[place.team ?? .bench, default: 0] += 1 }
      return (counts[.teamA] ?? 0) <= shownPerTeam && (counts[.teamB] ?? 0) <= shownPerTeam
    }

    /// "Team A 1-0 Team B", or with the names the teams were given: "Bibs 1-0 Team B".
    static func scoreLine(_ match: Match) -> String { match.teamNames.scoreLine(match.score) }

    /// "09:05": minutes and seconds, the seconds rounded up as a countdown shows them.
    static func clock(_ remaining: Duration) -> String {
      clock(seconds: remaining.wholeSecondsRoundedUp)
    }

    static func clock(seconds: Int) -> String {
      let minutes = seconds / 60
      let rest = seconds % 60
      return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
    }

    /// "running", "paused (second half; 2 x 25:00, break 05:00)", "time's up".
    static func timerState(_ status: MatchStatus) -> String {
      let timer = status.match.timer
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
    static func stageName(_ stage: MatchStage, periods: Int) -> String {
      switch stage.kind {
      case .rest: "break"
      case .period(let number) where periods == 2: number == 1 ? "first half" : "second half"
      case .period(let number): "period \(number)"
      }
    }

    /// The question before halves that would restart the match clock: "The match clock
    /// has 02:00 played. Reset it to 00:00 for these halves? ..." (`[reset/keep]`).
    static func resetQuestion(_ timer: MatchTimer) -> String {
      let played = timer.elapsedPlay(at: .zero)
      return "The match clock has \(clock(played)) played. Reset it to 00:00 for these halves? "
        + "Goals after that count from 1' again."
    }

    /// What a timer change did, in a sentence, or `nil` when the screen says enough.
    static func change(from before: MatchStatus, to after: MatchStatus) -> String? {
      let (old, new) = (before.match.timer, after.match.timer)
      let time = clock(after.remaining)
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
        let freshPeriod = new.stageIndex > 0 && before.remaining == old.stage.length
        let name = stageName(new.stage, periods: new.plan.periods)
        return freshPeriod
          ? "\(capitalizedFirst(name)) started: \(time)." : "Timer running: \(time)."
      }
      if old.isRunning && !new.isRunning { return "Timer paused at \(time)." }
      return nil
    }

    /// The text with its first letter upper-cased: "second half" -> "Second half".
    private static func capitalizedFirst(_ text: String) -> String {
      text.prefix(1).uppercased() + text.dropFirst()
    }
  }
}
