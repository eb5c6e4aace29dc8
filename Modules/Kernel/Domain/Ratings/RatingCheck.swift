/// `ratings check`: how well the ratings predicted the history, each gather predicted
/// before the ratings learned from it, next to two baselines: the declared three-level
/// skill alone (every player at their prior, never learning) and a coin (always ½).
public struct RatingCheck: Hashable, Sendable {
  public var ratings: ForecastScore
  public var declaredSkill: ForecastScore
  public var coin: ForecastScore
  /// Ended gathers left out because their teams are not known.
  public var leftOut: Int

  /// Scores the forecasts of `book`, those from the `skipping`-th on (0: all of them), so
  /// that a reader can score only the gathers after the ratings had time to learn.
  public init(_ book: RatingBook, skipping: Int = 0) {
    let forecasts = Array(book.forecasts.dropFirst(skipping))
    self.init(forecasts, leftOut: book.leftOut)
  }

  /// Scores the given forecasts.
  public init(_ forecasts: [RatingForecast], leftOut: Int = 0) {
    let results = forecasts.map(\.resultA)
    ratings = ForecastScore(chances: forecasts.map(\.chanceA), results: results)
    declaredSkill = ForecastScore(chances: forecasts.map(\.declaredChanceA), results: results)
    coin = ForecastScore(chances: forecasts.map { _ in 0.5 }, results: results)
    self.leftOut = leftOut
  }
}
