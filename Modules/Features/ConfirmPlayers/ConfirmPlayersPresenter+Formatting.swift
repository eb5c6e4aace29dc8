import Domain

extension ConfirmPlayersPresenter {
  /// Turns the sheet and its rules into the words and rows the screen shows: the
  /// presenter's formatting, kept apart so the presenter reads as events and routes.
  enum Formatter {
    /// The rows of each section `window` lists: a club's whole roster picked stays a
    /// screenful, `more` and `list A-B` show the others.
    static func viewModel(
      of sheet: TeamSheet, window: TeamSheetWindow = TeamSheetWindow(), sitOut: SitOut = SitOut()
    ) -> ConfirmPlayersViewModel {
      var partial = false
      let sections = TeamSheet.sections.map { team in
        let (players, unlisted) = window.listed(sheet.players(in: team), in: sheet)
        partial = partial || unlisted > 0
        var rows = players.map { player in
          ConfirmPlayersViewModel.Row(
            number: sheet.number(of: player).map(String.init) ?? "-",
            name: sitOut.contains(player) ? "\(player.name) (sits out)" : player.name,
            position: player.position?.shortForm ?? "-",
            skill: player.skill?.displayName ?? "-")
        }
        if unlisted > 0 {
          rows.append(
            .init(
              number: "", name: "... \(unlisted) not listed: 'more', 'list A-B'", position: "",
              skill: ""))
        }
        return ConfirmPlayersViewModel.Section(
          title: team == .bench
            ? benchTitle(in: sheet, sitOut: sitOut) : title(of: team, in: sheet),
          rows: rows)
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

    /// "Team A: 3 players, strength 75.2" or "Bibs (a): 3 players, strength 75.2": the sum
    /// of the players' ratings (the Bench's title is `benchTitle`).
    static func title(of team: Team, in sheet: TeamSheet) -> String {
      let count = sheet.players(in: team).count
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
  }
}
