import Foundation

/// How well a list of predicted chances matched what happened: the three scores
/// `ratings check` prints for the learned ratings and for its two baselines.
///
/// - accuracy: of the gathers that had a winner, the share whose winner had the higher
///   predicted chance (an even ½ counts as half right); draws are left out of it.
/// - log-loss: the mean of −[s·ln p + (1−s)·ln(1−p)] over every gather, s being 1, ½ or 0
///   for Team A's win, draw or loss; lower is better; a coin scores ln 2 ≈ 0.693.
/// - Brier score: the mean of (p − s)²; lower is better; a coin scores 0.25.
public struct ForecastScore: Hashable, Sendable {
  /// Gathers scored.
  public var gathers: Int
  /// Gathers with a winner (the ones `accuracy` is over).
  public var decided: Int
  public var accuracy: Double
  public var logLoss: Double
  public var brier: Double

  /// Scores `chances` of Team A winning against `results` (1, ½ or 0), pairwise.
  public init(chances: [Double], results: [Double]) {
    var right = 0.0
    var decided = 0
    var logLoss = 0.0
    var brier = 0.0
    for (chance, result) in zip(chances, results) {
      let p = min(max(chance, 1e-12), 1 - 1e-12)
      logLoss -= result * log(p) + (1 - result) * log(1 - p)
      brier += (p - result) * (p - result)
      guard result != 0.5 else { continue }
      decided += 1
      right += p == 0.5 ? 0.5 : (p > 0.5) == (result == 1) ? 1 : 0
    }
    let count = min(chances.count, results.count)
    gathers = count
    self.decided = decided
    accuracy = decided == 0 ? 0 : right / Double(decided)
    self.logLoss = count == 0 ? 0 : logLoss / Double(count)
    self.brier = count == 0 ? 0 : brier / Double(count)
  }
}
