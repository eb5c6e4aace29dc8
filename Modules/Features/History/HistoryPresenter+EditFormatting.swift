import Domain
import Presentation

/// What `edit N` shows: the gather's numbered line-up and goals, and how to correct them.
extension HistoryPresenter.Formatter {
  func editing(_ gather: Gather, number: Int) -> HistoryDetailViewModel {
    let lineUp = GatherCorrection.lineUp(of: gather)
    // A team of more than a page ends with "and N more": `more` lists them all, numbered.
    let limit = HistoryPresenter.namesPerPage
    let numbered = { (team: Team?) in
      lineUp.indices.filter { lineUp[$0].team == team }
        .map { "\($0 + 1) \(lineUp[$0].player.name)" }
    }
    let teams = [Team.teamA, .teamB].map { team in
      let players = numbered(team)
      return "\(gather.teamNames.label(of: team)): "
        + (players.isEmpty ? "-" : players.joined(listingAtMost: limit))
    }
    // The Bench and players of no known team only when there are some.
    let groups: [(Team?, String)] = [(.bench, "Bench"), (nil, "Team unknown")]
    let others = groups.compactMap { team, label in
      let players = numbered(team)
      return players.isEmpty ? nil : "\(label): " + players.joined(listingAtMost: limit)
    }
    let paged =
      lineUp.count > limit
      ? [
        "\(lineUp.count) players: 'more' lists them \(limit) at a time with their numbers, "
          + "'list A-B' any of them."
      ] : []
    let goals = GatherCorrection.goals(of: gather)
    // The gather with its goals numbered as corrected; its line-up changes stay, so a goal
    // scored before a player moved stays what it was when scored.
    var shown = gather
    shown.goals = goals
    let goalLines =
      goals.isEmpty
      ? ["Goals: none"]
      : ["Goals:"] + goals.indices.map { "  \($0 + 1)  " + goalLine(goals[$0], in: shown) }
    return HistoryDetailViewModel(
      title:
        "Correcting the gather of \(date(of: gather)): "
        + gather.teamNames.scoreLine(gather.score ?? Score()),
      lines: teams + others + paged + goalLines + [
        "Type 'edit \(number) score A-B', 'edit \(number) remove G' or "
          + "'edit \(number) goal a|b [og] P' (P from the line-up above).",
        "Also 'edit \(number) minute G M', 'edit \(number) scorer G P', "
          + "'edit \(number) name a|b NAME'.",
        "Line-up: 'edit \(number) move P a|b|bench', 'edit \(number) add a|b N' (N from the "
          + "player list, or a name), 'edit \(number) drop P'.",
      ])
  }

  /// The players `edit N` numbers, those of `page` one a line: "12  Ann (Team A)".
  func numberedLineUp(_ gather: Gather, page: ListPage) -> HistoryDetailViewModel {
    let lineUp = GatherCorrection.lineUp(of: gather)
    let lines = page.rows.map { offset in
      let place = lineUp[offset]
      let team =
        place.team.map { $0 == .bench ? "Bench" : gather.teamNames.name(of: $0) }
        ?? "team unknown"
      return "\(offset + 1)  \(place.player.name) (\(team))"
    }
    return HistoryDetailViewModel(
      title: "Line-up of the gather of \(date(of: gather)), numbered for 'edit'",
      lines: lines + [page.footer("Players")].compactMap { $0 }, pagedCount: page.total)
  }

  /// Why a correction was refused, with what to type instead where there is a command.
  func refusal(_ refusal: GatherCorrection.Refusal, names: TeamNames = .standard) -> String {
    let message = refusal.message(in: names)
    guard case .scorerNotInTeam = refusal else { return message }
    return "\(message); type 'og' for an own goal"
  }
}
