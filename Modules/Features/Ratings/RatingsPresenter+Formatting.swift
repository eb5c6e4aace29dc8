import Domain
import Foundation

extension RatingsPresenter {
  /// Turns the ratings into the words and rows the screen shows: the presenter's
  /// formatting, kept apart so the presenter reads as events and routes.
  struct Formatter: Sendable {
    /// Rows on one screen, as on the player list.
    static let pageSize = 50
    static let hint =
      "Commands: sort rating|name|games|uncertainty, show N, check, more, list [A-B], help, back"

    /// How a gather's date reads (local time in the app, fixed in tests).
    let formatDate: @Sendable (Date) -> String

    /// The players of `rows` (0-based, clipped to the table), numbered in the table's order.
    func viewModel(of table: RatingTable, rows: Range<Int>) -> RatingsViewModel {
      let count = table.standings.count
      let shown = rows.clamped(to: 0..<count)
      let players = count == 1 ? "1 player" : "\(count) players"
      let gathers = table.learnedFrom == 1 ? "1 gather" : "\(table.learnedFrom) gathers"
      var notes = [
        table.learnedFrom == 0
          ? "No ended gathers yet: everyone is at the rating of their declared skill."
          : "Learned from \(gathers); sorted by \(table.order.rawValue)."
      ]
      if table.leftOut > 0 { notes.append(Self.leftOut(table.leftOut)) }
      return RatingsViewModel(
        title: "Ratings (\(players))", notes: notes,
        rows: shown.map { index in
          let standing = table.standings[index]
          return RatingsViewModel.Row(
            number: "\(index + 1)", name: standing.player.name,
            rating: standing.rating.shownMean, uncertainty: standing.rating.shownDeviation,
            games: "\(standing.games)", trend: standing.trend)
        },
        footer: shown.count < count
          ? "Players \(shown.lowerBound + 1)-\(shown.upperBound) of \(count); 'more' shows the "
            + "next, 'list A-B' any others." : nil,
        hint: Self.hint, playerCount: count)
    }

    /// "3 gathers are left out: the server does not keep their teams."
    static func leftOut(_ count: Int) -> String {
      "\(count == 1 ? "1 gather is" : "\(count) gathers are") left out: the server does not "
        + "keep \(count == 1 ? "its" : "their") teams (they were started on another device)."
    }

    /// One player's rating gather by gather, newest first.
    func history(of standing: RatingStanding) -> RatingsReportViewModel {
      let rating = standing.rating
      let player = standing.player.name
      guard standing.games > 0 else {
        return RatingsReportViewModel(
          title: "\(player): \(rating.shownMean) \(rating.shownDeviation), no ended gathers yet",
          columns: [], numericColumns: [], rows: [],
          notes: ["The rating is where a player of their declared skill starts."])
      }
      let rows = standing.history.reversed().map { entry in
        [
          entry.date.map(formatDate) ?? "date unknown",
          entry.team == .teamA ? "A" : "B", entry.score.description, entry.result.rawValue,
          entry.before.shownMean, entry.after.shownMean,
          Self.signed(entry.after.mean - entry.before.mean),
        ]
      }
      return RatingsReportViewModel(
        title: "\(player): \(rating.shownMean) \(rating.shownDeviation) after "
          + "\(standing.games == 1 ? "1 gather" : "\(standing.games) gathers")",
        columns: ["Date", "Team", "Score", "W/D/L", "Before", "After", "Change"],
        numericColumns: [4, 5, 6], rows: rows, trend: standing.trend,
        notes: ["Newest first; the chart runs from the start to now, left to right."])
    }

    /// How well the ratings predicted the history, next to the declared skill and a coin.
    static func check(_ table: RatingTable) -> RatingsReportViewModel {
      let check = table.check
      let row = { (name: String, score: ForecastScore) in
        [
          name, score.decided == 0 ? "-" : "\(Int((score.accuracy * 100).rounded())) %",
          String(format: "%.3f", score.logLoss), String(format: "%.3f", score.brier),
        ]
      }
      let gathers = check.ratings.gathers == 1 ? "1 gather" : "\(check.ratings.gathers) gathers"
      var notes = [
        "Each gather was predicted before the ratings learned from it. Accuracy is over the "
          + "\(check.ratings.decided) with a winner; log-loss and Brier are lower when "
          + "better (a coin scores 0.693 and 0.250). docs/RATINGS.md explains them."
      ]
      if table.leftOut > 0 { notes.append(leftOut(table.leftOut)) }
      return RatingsReportViewModel(
        title: "Ratings check over \(gathers)",
        columns: ["Predictor", "Accuracy", "Log-loss", "Brier"], numericColumns: [1, 2, 3],
        rows: [
          row("ratings", check.ratings), row("declared skill", check.declaredSkill),
          row("coin", check.coin),
        ], notes: notes)
    }

    /// "+1.2", "-0.8" or "0.0".
    static func signed(_ change: Double) -> String {
      let shown = Rating.oneDecimal(change)
      return shown == "0.0" || shown.hasPrefix("-") ? shown : "+" + shown
    }
  }
}
