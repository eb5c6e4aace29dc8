import Domain
import Foundation

/// The figures of many leagues as the Markdown tables docs/RATINGS.md publishes.
struct LeagueTables {
  let usual: [LeagueFigures]
  let manyGuests: [LeagueFigures]
  let seeds: [UInt64]

  var markdown: String {
    let settings = League.Settings()
    var lines = [
      "Synthetic leagues \(seeds.first ?? 0)-\(seeds.last ?? 0) (\(seeds.count) leagues): "
        + "\(settings.regulars) regulars, \(settings.gathers) weekly gathers of "
        + "\(settings.smallestLineUp)-\(settings.largestLineUp) players, "
        + "\(number(settings.guestsPerGather)) new guests a gather on average; means over the leagues.",
      "",
      "### Rank correlation with the true strengths (Spearman, regulars who had played)",
      "",
      "| after gathers | learned ratings | declared skill |",
      "|---:|---:|---:|",
    ]
    for (index, checkpoint) in LeagueFigures.checkpoints.enumerated() {
      lines.append(
        "| \(checkpoint) | \(number(mean(usual.map { $0.learnedCorrelation[index] }))) | "
          + "\(number(mean(usual.map { $0.declaredCorrelation[index] }))) |")
    }
    lines += [
      "", "### Forecasts (each gather predicted before the ratings learn from it)", "",
      "| gathers | predictor | accuracy | log-loss | Brier |", "|---|---|---:|---:|---:|",
    ]
    for (index, window) in LeagueFigures.windows.enumerated() {
      lines += rows("\(window.lowerBound + 1)-\(window.upperBound)", usual.map { $0.checks[index] })
    }
    let late = LeagueFigures.windows.count - 1
    let wins = usual.filter {
      $0.checks[late].ratings.logLoss < $0.checks[late].declaredSkill.logLoss
    }
    lines += [
      "",
      "Learned ratings beat the declared skill on log-loss over gathers 31-100 in "
        + "\(wins.count) of \(usual.count) leagues.",
      "", "### Balancing 40 random line-ups of 14 regulars after 100 gathers", "",
      "| balanced on | mean true strength gap |", "|---|---:|",
      "| learned ratings | \(number(mean(usual.map(\.learnedGap)))) |",
      "| declared skill | \(number(mean(usual.map(\.declaredGap)))) |",
      "", "### Where the ratings fail: many guests (gathers 31-100, 4 new guests a gather)", "",
      "| gathers | predictor | accuracy | log-loss | Brier |", "|---|---|---:|---:|---:|",
    ]
    lines += rows("all", manyGuests.map { $0.checks[late] })
    lines += rows("a quarter or more newcomers", manyGuests.map(\.newcomerHeavy))
    lines += rows("fewer newcomers", manyGuests.map(\.settled))
    lines += [
      "",
      "Rank correlation with the truth after 100 gathers in those leagues: learned "
        + "\(number(mean(manyGuests.map { $0.learnedCorrelation[2] }))), declared skill "
        + "\(number(mean(manyGuests.map { $0.declaredCorrelation[2] }))).",
    ]
    return lines.joined(separator: "\n")
  }

  private func rows(_ label: String, _ checks: [RatingCheck]) -> [String] {
    let scored = checks.filter { $0.ratings.gathers > 0 }
    let row = { (name: String, score: (RatingCheck) -> ForecastScore) in
      "| \(label) | \(name) | \(self.percent(self.mean(scored.map { score($0).accuracy }))) | "
        + "\(self.number(self.mean(scored.map { score($0).logLoss }), digits: 3)) | "
        + "\(self.number(self.mean(scored.map { score($0).brier }), digits: 3)) |"
    }
    return [
      row("ratings", \.ratings), row("declared skill", \.declaredSkill), row("coin", \.coin),
    ]
  }

  private func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }

  private func number(_ value: Double, digits: Int = 2) -> String {
    String(format: "%.\(digits)f", value)
  }

  private func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }
}
