import Domain

/// The sentences about what an event did: a swap, a new name, the start of the match, the
/// rules, and why a start, a balance or a rule was refused.
extension ConfirmPlayersPresenter.Formatter {
  /// "Swapped Ann (now Team B) and Ben (now Team A)."
  static func swapped(_ first: Player, _ second: Player, in sheet: TeamSheet) -> String {
    "Swapped \(first.name) (now \(sheet.teamNames.name(of: sheet.team(of: first)))) and "
      + "\(second.name) (now \(sheet.teamNames.name(of: sheet.team(of: second))))."
  }

  /// "Team A is now called Bibs; 'a 3' still moves player 3 to it." or "Team A is called
  /// Team A again."
  static func renamed(_ team: Team, in names: TeamNames) -> String {
    let letter = team == .teamA ? "a" : "b"
    guard !names.isStandard(team) else {
      return "\(team.displayName) is called \(team.displayName) again."
    }
    return "\(team.displayName) is now called \(names.name(of: team)); "
      + "'\(letter) N' still moves players to it."
  }

  /// "Ann, Bob"; more than 12 names end with "and N more", so moving a hundred players
  /// is one line, not a screenful.
  static func names(_ players: [Player]) -> String {
    players.map(\.name).joined(listingAtMost: 12)
  }

  /// "Gather started: Team A (3) v Team B (3)."
  static func started(_ sheet: TeamSheet) -> String {
    let benched = sheet.players(in: .bench).count
    let bench =
      benched == 0
      ? "" : "; \(benched) on the bench \(benched == 1 ? "sits" : "sit") this one out"
    let names = sheet.teamNames
    return "Gather started: \(names.teamA) (\(sheet.players(in: .teamA).count)) v "
      + "\(names.teamB) (\(sheet.players(in: .teamB).count))\(bench)."
  }

  /// "An unfinished match is saved (Team A 1-0 Team B, 04:12 left). Discard it for good
  /// and start a new one?" A match left with its timer running has run on since: its time
  /// is the time it had when it was left ("left running with 04:12 to go").
  static func replacing(_ saved: MatchSnapshot) -> String {
    let seconds = (max(saved.timer.remainingMilliseconds, 0) + 999) / 1000
    let clock = twoDigits(seconds / 60) + ":" + twoDigits(seconds % 60)
    let time =
      saved.timer.leftRunningAtMilliseconds == nil
      ? "\(clock) left" : "left running with \(clock) to go"
    return "An unfinished match is saved (\(saved.teamNames.scoreLine(saved.score)), "
      + "\(time)). "
      + "Discard it for good and start a new one?"
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }

  /// One line per rule, or how to add one.
  static func rules(
    _ constraints: TeamConstraints, players: [Player], names: TeamNames = .standard
  ) -> [String] {
    guard !constraints.isEmpty else {
      return ["No rules. Add one with 'together N N', 'apart N N' or 'pin N a|b'."]
    }
    let name = { (id: Player.ID) in players.first { $0.id == id }?.name ?? "player \(id)" }
    let together = constraints.together.map {
      "  keep together: " + $0.map(name).joined(separator: ", ")
    }
    let apart = constraints.apart.map { "  keep apart: " + $0.map(name).joined(separator: ", ") }
    let pins = players.compactMap { player in
      constraints.pins[player.id].map { "  pin: \(player.name) to \(names.name(of: $0))" }
    }
    return ["Rules for 'balance':"] + together + apart + pins
  }

  /// Why the gather cannot start, and what to type about it.
  static func startProblem(_ problem: String) -> String {
    "\(problem); type 'balance' or move players with 'a N' and 'b N'"
  }

  /// Why balancing failed; when the rules are the cause, how to see and clear them.
  static func balanceFailure(_ error: FootballGatherError) -> String {
    guard error == TeamBalancer.noSplitKeepsEveryRule else { return error.message }
    return "\(error.message); type 'rules' to see them and 'clear' to remove them"
  }

  /// Why a rule was refused, with a command to copy where one helps.
  static func ruleFailure(_ error: FootballGatherError, adding rule: TeamRule) -> String {
    switch rule {
    case .together: "\(error.message), e.g. 'together 1 2'"
    case .apart: "\(error.message), e.g. 'apart 1 2'"
    case .pin: error.message
    }
  }
}
