/// Spearman's rank correlation: Pearson's correlation of the two lists' ranks, tied
/// values sharing their mean rank (1: same order, 0: unrelated, −1: reversed).
enum RankCorrelation {
  static func of(_ first: [Double], _ second: [Double]) -> Double {
    let (x, y) = (ranks(first), ranks(second))
    let count = Double(x.count)
    guard count > 1 else { return 0 }
    let (meanX, meanY) = (x.reduce(0, +) / count, y.reduce(0, +) / count)
    var (covariance, varianceX, varianceY) = (0.0, 0.0, 0.0)
    for (a, b) in zip(x, y) {
      covariance += (a - meanX) * (b - meanY)
      varianceX += (a - meanX) * (a - meanX)
      varianceY += (b - meanY) * (b - meanY)
    }
    guard varianceX > 0, varianceY > 0 else { return 0 }
    return covariance / (varianceX * varianceY).squareRoot()
  }

  private static func ranks(_ values: [Double]) -> [Double] {
    let order = values.indices.sorted { values[$0] < values[$1] }
    var ranks = [Double](repeating: 0, count: values.count)
    var start = 0
    while start < order.count {
      var end = start
      while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
      let shared = Double(start + end) / 2 + 1
      for position in start...end { ranks[order[position]] = shared }
      start = end + 1
    }
    return ranks
  }
}
