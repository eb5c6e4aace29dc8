import Domain
import Presentation

/// The records, a large line-up and a shared result as the history screen shows them.
extension HistoryPresenter.Formatter {
  /// A result to paste into a chat: "2027-01-15 08:00: Bibs 2-1 Team B, Bibs won", each
  /// line-up, who sat out ("Sitting out: Eve", as the teams screen's `share` says), then
  /// the goals ("Goals: Zoë 3', Ann"); no numbers or skills.
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
      }.map {
        goal.isOwnGoal(in: gather.players, changes: gather.lineUpChanges) ? $0 + " (og)" : $0
      }
      return (scorer ?? gather.teamNames.name(of: goal.team))
        + (goal.minute.map { " \($0)'" } ?? "")
    }
    let satOut = gather.players.filter { $0.team == .bench }.map(\.player.name)
    return ["\(date(of: gather)): \(gather.teamNames.scoreLine(score)), \(result)"] + teams
      + (satOut.isEmpty ? [] : ["Sitting out: " + satOut.joined(separator: ", ")])
      + (goals.isEmpty ? [] : ["Goals: " + goals.joined(separator: ", ")])
  }

  /// The gathers `query` counts: those from its first day on (by the day shown).
  func counted(_ history: MatchHistory, _ query: HistoryPresenter.RecordQuery) -> MatchHistory {
    guard let since = query.since else { return history }
    return MatchHistory(
      gathers: history.gathers.filter { gather in
        gather.createdAt.map { String(formatDate($0).prefix(10)) >= since } ?? false
      }, players: history.players)
  }

  /// The players who played in the gathers `query` counts, in its order.
  func playedRecords(_ history: MatchHistory, _ query: HistoryPresenter.RecordQuery)
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
    _ history: MatchHistory, query: HistoryPresenter.RecordQuery = HistoryPresenter.RecordQuery(),
    page: ListPage? = nil
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
