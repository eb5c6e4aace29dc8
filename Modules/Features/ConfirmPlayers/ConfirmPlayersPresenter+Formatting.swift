import Domain

extension ConfirmPlayersPresenter {
  /// Turns the sheet and its rules into the words and rows the screen shows: the
  /// presenter's formatting, kept apart so the presenter reads as events and routes.
  enum Formatter {
    /// The rows of each section `window` lists: a club's whole roster picked stays a
    /// screenful, `more` and `list A-B` show the others.
    static func viewModel(of sheet: TeamSheet, window: TeamSheetWindow = TeamSheetWindow())
      -> ConfirmPlayersViewModel
    {
      var partial = false
      let sections = TeamSheet.sections.map { team in
        let (players, unlisted) = window.listed(sheet.players(in: team), in: sheet)
        partial = partial || unlisted > 0
        var rows = players.map { player in
          ConfirmPlayersViewModel.Row(
            number: sheet.number(of: player).map(String.init) ?? "-", name: player.name,
            position: player.position?.shortForm ?? "-",
            skill: player.skill?.displayName ?? "-")
        }
        if unlisted > 0 {
          rows.append(
            .init(
              number: "", name: "... \(unlisted) not listed: 'more', 'list A-B'", position: "",
              skill: ""))
        }
        return ConfirmPlayersViewModel.Section(title: title(of: team, in: sheet), rows: rows)
      }
      return ConfirmPlayersViewModel(
        title: "Confirm players (\(sheet.players.count) selected)", sections: sections,
        chances: chances(in: sheet),
        playerCount: partial ? sheet.players.count : nil)
    }

    /// The teams as plain text for a chat: "Bibs (3): Ann, Bob, Cy", the other team, then
    /// who sits out; no numbers, skills or strengths.
    static func share(_ sheet: TeamSheet) -> [String] {
      let teams = [Team.teamA, .teamB].map { team in
        let names = sheet.players(in: team).map(\.name)
        return "\(sheet.teamNames.name(of: team)) (\(names.count)): "
          + (names.isEmpty ? "nobody yet" : names.joined(separator: ", "))
      }
      let bench = sheet.players(in: .bench).map(\.name)
      return teams + (bench.isEmpty ? [] : ["Sitting out: " + bench.joined(separator: ", ")])
    }

    /// "Bench (2)", "Team A: 3 players, strength 75.2" or "Bibs (a): 3 players, strength
    /// 75.2": the sum of the players' ratings.
    static func title(of team: Team, in sheet: TeamSheet) -> String {
      let count = sheet.players(in: team).count
      guard team != .bench else { return "Bench (\(count))" }
      return "\(sheet.teamNames.label(of: team)): \(count) \(count == 1 ? "player" : "players"), "
        + "strength \(sheet.strength(of: team).shownMean)"
    }

    /// "Chances: Team A 52 % – Team B 48 %" (whole percents adding up to 100), or `nil`
    /// while a team has no players.
    static func chances(in sheet: TeamSheet) -> String? {
      guard let chance = sheet.chanceOfTeamA else { return nil }
      let teamA = Int((chance * 100).rounded())
      return
        "Chances: \(sheet.teamNames.teamA) \(teamA) % – \(sheet.teamNames.teamB) \(100 - teamA) %"
    }

    /// With an odd number of players on the teams, which team has the extra one and why:
    /// "Team A has the extra player (4 v 3): the split closest in strength that the rules
    /// allow (Team A 100.0, Team B 99.5)."; `nil` for teams of the same size.
    static func extraPlayer(in sheet: TeamSheet) -> String? {
      let (countA, countB) = (sheet.players(in: .teamA).count, sheet.players(in: .teamB).count)
      guard countA != countB else { return nil }
      let names = sheet.teamNames
      return "\(names.name(of: countA > countB ? .teamA : .teamB)) has the extra player "
        + "(\(max(countA, countB)) v \(min(countA, countB))): the split closest in strength that "
        + "the rules allow (\(names.teamA) \(sheet.strength(of: .teamA).shownMean), "
        + "\(names.teamB) \(sheet.strength(of: .teamB).shownMean))."
    }

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

    /// "An unfinished match is saved (Team A 1-0 Team B, 04:12 left). Starting a new one
    /// discards it. Go on?"
    static func replacing(_ saved: MatchSnapshot) -> String {
      let seconds = (max(saved.timer.remainingMilliseconds, 0) + 999) / 1000
      let clock = twoDigits(seconds / 60) + ":" + twoDigits(seconds % 60)
      return "An unfinished match is saved (\(saved.teamNames.scoreLine(saved.score)), "
        + "\(clock) left). "
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
}
