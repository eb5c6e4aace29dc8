import Domain
import Foundation
import Presentation

extension HistoryPresenter {
  /// Turns gathers and records into the rows and lines the history screen shows: the
  /// presenter's formatting, with the date style it was given.
  struct Formatter: Sendable {
    let formatDate: @Sendable (Date) -> String

    func date(of gather: Gather) -> String {
      gather.createdAt.map(formatDate) ?? "-"
    }

    /// The gathers on `page` (every gather when `nil`), numbered as in the whole history.
    func list(_ history: MatchHistory, page: ListPage? = nil) -> HistoryViewModel {
      list(
        GatherPage(offset: 0, gathers: history.gathers, total: history.count), rows: page,
        topScorers: history.topScorersLine())
    }

    /// The gathers of `loaded` on `rows` (all of `loaded` when `nil`), numbered as in the
    /// whole history, with the top scorers line under them.
    func list(_ loaded: GatherPage, rows: ListPage?, topScorers: String?) -> HistoryViewModel {
      let shown = (rows?.rows ?? loaded.positions).clamped(to: loaded.positions)
      return HistoryViewModel(
        title: "History (\(loaded.total) \(loaded.total == 1 ? "gather" : "gathers"))",
        rows: shown.map { position in
          let gather = loaded.gathers[position - loaded.offset]
          return .init(
            number: "\(position + 1)", date: date(of: gather),
            score: gather.score?.description ?? "-",
            winner: gather.outcome?.displayName(in: gather.teamNames) ?? "-",
            summary: summary(of: gather))
        },
        emptyMessage: loaded.total == 0
          ? "No gathers yet. Start one from the player list: select, confirm, play." : nil,
        topScorers: topScorers, footer: rows?.footer("Gathers"),
        gatherCount: rows?.isPartial == true ? loaded.total : nil)
    }

    func detail(_ gather: Gather) -> HistoryDetailViewModel {
      let score = gather.score ?? Score()
      let ended = gather.endedAt.map { " (ended \(formatDate($0)))" } ?? ""
      let unknownTeam = gather.players.filter { $0.team == nil }.map(\.player.name)
      let limit = HistoryPresenter.namesPerPage
      var lineUps = [Team.teamA, .teamB].map { team in
        let names = gather.players.filter { $0.team == team }.map(\.player.name)
        let shown =
          names.isEmpty
          ? (unknownTeam.isEmpty ? "-" : "unknown") : names.joined(listingAtMost: limit)
        return "\(gather.teamNames.name(of: team)): \(shown)"
      }
      if !unknownTeam.isEmpty {
        lineUps.append("Played, team unknown: " + unknownTeam.joined(listingAtMost: limit))
      }
      // Kept on the Bench: picked, but sat this gather out (or joined late and never came on).
      let satOut = gather.players.filter { $0.team == .bench }.map(\.player.name)
      if !satOut.isEmpty { lineUps.append("Sat out: " + satOut.joined(listingAtMost: limit)) }
      if gather.players.count > limit {
        lineUps.append(
          "\(gather.players.count) players: 'more' lists them \(limit) at a time, "
            + "'list A-B' any of them.")
      }
      // A gather with no date was started on another device: this one has no notes of it.
      let goals =
        gather.goals.isEmpty
        ? [
          gather.createdAt == nil
            ? "Goals: unknown (not kept by the server)" : "Goals: none recorded"
        ]
        : ["Goals:"] + gather.goals.map { "  " + goalLine($0, in: gather) }
      return HistoryDetailViewModel(
        title: gather.createdAt == nil
          ? "Gather of an unknown date\(ended)" : "Gather of \(date(of: gather))\(ended)",
        lines: [
          "Score: \(gather.teamNames.scoreLine(score)), "
            + "winner: \(Outcome(score: score).displayName(in: gather.teamNames))"
        ] + lineUps + lineUpChanges(of: gather) + goals)
    }

    /// How many names of a team the one-line summary lists; `show N` lists them all.
    static let namesPerTeam = 12

    /// "A: Ann, Bob  B: Cy, Dee  Goals: Bob 1'" (once a team was renamed, both by name:
    /// "Bibs: Ann, Bob  Team B: Cy, Dee"); players whose team is not known (the web
    /// service may not say) are listed as such. A team of more than `namesPerTeam` players
    /// ends with "and N more", so a gather of thousands stays a line or two.
    func summary(of gather: Gather) -> String {
      func names(_ team: Team?) -> String {
        let names = gather.players.filter { $0.team == team }.map(\.player.name)
        return names.isEmpty ? "-" : names.joined(listingAtMost: Self.namesPerTeam)
      }
      let hasUnknown = gather.players.contains { $0.team == nil }
      let hasKnown = gather.players.contains { $0.team != nil }
      let teamNames = gather.teamNames
      let short = { (team: Team) in
        teamNames == .standard ? (team == .teamA ? "A" : "B") : teamNames.name(of: team)
      }
      var parts =
        hasKnown || !hasUnknown
        ? ["\(short(.teamA)): \(names(.teamA))", "\(short(.teamB)): \(names(.teamB))"] : []
      if hasUnknown { parts.append("Team unknown: \(names(nil))") }
      let goals = gather.goals.map { goal in
        let scorer = goal.scorerID.flatMap { id in
          gather.players.first { $0.player.id == id }?.player.name
        }.map {
          goal.isOwnGoal(in: gather.players, changes: gather.lineUpChanges) ? $0 + " (og)" : $0
        }
        return (scorer ?? teamNames.name(of: goal.team)) + (goal.minute.map { " \($0)'" } ?? "")
      }
      let noGoals = gather.createdAt == nil ? "unknown" : "none"
      parts.append(
        "Goals: " + (goals.isEmpty ? noGoals : goals.joined(listingAtMost: Self.namesPerTeam)))
      return parts.joined(separator: "  ")
    }

    /// "3' Team A, Ann".
    func goalLine(_ goal: Goal, in gather: Gather) -> String {
      let scorer = goal.scorerID.flatMap { id in
        gather.players.first { $0.player.id == id }?.player.name
      }.map {
        goal.isOwnGoal(in: gather.players, changes: gather.lineUpChanges) ? $0 + " (own goal)" : $0
      }
      return "\(goal.minute.map { "\($0)'" } ?? "--") \(gather.teamNames.name(of: goal.team))"
        + (scorer.map { ", \($0)" } ?? "")
    }
  }
}
