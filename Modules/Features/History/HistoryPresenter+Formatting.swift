import Domain
import Foundation

extension HistoryPresenter {
  /// Turns gathers and records into the rows and lines the history screen shows: the
  /// presenter's formatting, with the date style it was given.
  struct Formatter: Sendable {
    let formatDate: @Sendable (Date) -> String

    static let hint =
      "Commands: show N, edit N, delete N, records, export csv|json [FILE], list, help, back"

    func date(of gather: Gather) -> String {
      gather.createdAt.map(formatDate) ?? "-"
    }

    /// The gathers on `page` (every gather when `nil`), numbered as in the whole history.
    func list(_ history: MatchHistory, page: ListPage? = nil) -> HistoryViewModel {
      let shown = page?.rows ?? history.gathers.indices
      return HistoryViewModel(
        title: "History (\(history.count) \(history.count == 1 ? "gather" : "gathers"))",
        rows: shown.map { offset in
          let gather = history.gathers[offset]
          return .init(
            number: "\(offset + 1)", date: date(of: gather),
            score: gather.score?.description ?? "-",
            winner: gather.outcome?.displayName(in: gather.teamNames) ?? "-",
            summary: summary(of: gather))
        },
        emptyMessage: history.isEmpty
          ? "No gathers yet. Start one from the player list: select, confirm, start." : nil,
        topScorers: history.topScorersLine(), footer: page?.footer("Gathers"),
        gatherCount: page?.isPartial == true ? history.count : nil, hint: Self.hint)
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
        ] + lineUps + goals)
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
        }.map { goal.isOwnGoal(in: gather.players) ? $0 + " (og)" : $0 }
        return (scorer ?? teamNames.name(of: goal.team)) + (goal.minute.map { " \($0)'" } ?? "")
      }
      let noGoals = gather.createdAt == nil ? "unknown" : "none"
      parts.append(
        "Goals: " + (goals.isEmpty ? noGoals : goals.joined(listingAtMost: Self.namesPerTeam)))
      return parts.joined(separator: "  ")
    }

    /// A result to paste into a chat: "2027-01-15 08:00: Bibs 2-1 Team B, Bibs won", each
    /// line-up, then the goals ("Goals: Zoë 3', Ann"); no numbers or skills.
    func share(_ gather: Gather) -> [String] {
      let score = gather.score ?? Score()
      let outcome = Outcome(score: score)
      let result =
        outcome == .draw
        ? "a draw" : "\(outcome.displayName(in: gather.teamNames)) won"
      let teams = [Team.teamA, .teamB].map { team in
        let names = gather.players.filter { $0.team == team }.map(\.player.name)
        return "\(gather.teamNames.name(of: team)): "
          + (names.isEmpty ? "unknown" : names.joined(separator: ", "))
      }
      let goals = gather.goals.map { goal in
        let scorer = goal.scorerID.flatMap { id in
          gather.players.first { $0.player.id == id }?.player.name
        }.map { goal.isOwnGoal(in: gather.players) ? $0 + " (og)" : $0 }
        return (scorer ?? gather.teamNames.name(of: goal.team))
          + (goal.minute.map { " \($0)'" } ?? "")
      }
      return ["\(date(of: gather)): \(gather.teamNames.scoreLine(score)), \(result)"] + teams
        + (goals.isEmpty ? [] : ["Goals: " + goals.joined(separator: ", ")])
    }

    /// "3' Team A, Ann".
    func goalLine(_ goal: Goal, in gather: Gather) -> String {
      let scorer = goal.scorerID.flatMap { id in
        gather.players.first { $0.player.id == id }?.player.name
      }.map { goal.isOwnGoal(in: gather.players) ? $0 + " (own goal)" : $0 }
      return "\(goal.minute.map { "\($0)'" } ?? "--") \(gather.teamNames.name(of: goal.team))"
        + (scorer.map { ", \($0)" } ?? "")
    }

    /// The gathers `query` counts: those from its first day on (by the day shown).
    func counted(_ history: MatchHistory, _ query: RecordQuery) -> MatchHistory {
      guard let since = query.since else { return history }
      return MatchHistory(
        gathers: history.gathers.filter { gather in
          gather.createdAt.map { String(formatDate($0).prefix(10)) >= since } ?? false
        }, players: history.players)
    }

    /// The players who played in the gathers `query` counts, in its order.
    func playedRecords(_ history: MatchHistory, _ query: RecordQuery)
      -> (records: [(player: Player, record: PlayerRecord)], unplayed: Int)
    {
      let counted = counted(history, query)
      let all = query.order.map { $0.sorted(counted.records) } ?? counted.records
      // Only players who played: a roster of thousands would otherwise flood the screen
      // with rows of zeros.
      let records = all.filter { $0.1.played > 0 }
      return (records, all.count - records.count)
    }

    /// The records `query` asks for, the rows of `page` (every row when `nil`).
    func records(
      _ history: MatchHistory, query: RecordQuery = RecordQuery(), page: ListPage? = nil
    ) -> HistoryRecordsViewModel {
      let counted = counted(history, query)
      let (records, unplayed) = playedRecords(history, query)
      let sorted = query.order.map { ", by \($0.rawValue)" } ?? ""
      let since = query.since.map { " since \($0)" } ?? ""
      let left = unplayed == 0 ? "" : "; \(unplayed) who have not played are not listed"
      let shown = page?.rows ?? records.indices
      return HistoryRecordsViewModel(
        title:
          "Player records (\(counted.count) \(counted.count == 1 ? "gather" : "gathers")"
          + "\(since)\(sorted)\(left))",
        rows: shown.map { offset in
          let (player, record) = records[offset]
          return [player.name]
            + [record.played, record.won, record.drawn, record.lost, record.goals]
            .map(String.init) + (query.order == .winPercent ? [Self.winPercent(record)] : [])
        },
        footer: page?.footer("Players"), total: records.count)
    }

    /// "67%": the share of played gathers won, rounded; "-" before any gather counts.
    static func winPercent(_ record: PlayerRecord) -> String {
      guard record.played > 0 else { return "-" }
      return "\((record.won * 100 + record.played / 2) / record.played)%"
    }

    /// Every player of `gather` on `page`, one a line with their team, numbered.
    func lineUp(_ gather: Gather, page: ListPage) -> HistoryDetailViewModel {
      let lines = page.rows.map { offset in
        let place = gather.players[offset]
        let team = place.team.map { gather.teamNames.name(of: $0) } ?? "team unknown"
        return "\(offset + 1)  \(place.player.name) (\(team))"
      }
      return HistoryDetailViewModel(
        title: "Line-up of the gather of \(date(of: gather))",
        lines: lines + [page.footer("Players")].compactMap { $0 }, pagedCount: page.total)
    }
  }
}
