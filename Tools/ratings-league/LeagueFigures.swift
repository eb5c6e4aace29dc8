import ConfirmPlayersFeature
import Domain

/// The figures docs/RATINGS.md publishes, for one league.
struct LeagueFigures {
  /// After how many gathers the rank correlation is measured.
  static let checkpoints = [10, 30, 100]
  /// The gathers each forecast score is over: 1-10, 11-30, 31-100.
  static let windows = [0..<10, 10..<30, 30..<100]

  /// Spearman correlation with the truth of the learned ratings, and of the declared
  /// skill, over the regulars who had played by each checkpoint.
  var learnedCorrelation: [Double] = []
  var declaredCorrelation: [Double] = []
  /// `ratings check` over each window.
  var checks: [RatingCheck] = []
  /// Over gathers 31-100: those where at least a quarter of the players were newcomers,
  /// and the others.
  var newcomerHeavy: RatingCheck
  var settled: RatingCheck
  /// The mean true strength gap of 40 random line-ups of 14 regulars, balanced on the
  /// ratings learned after all the gathers, and on the declared skill.
  var learnedGap = 0.0
  var declaredGap = 0.0

  init(_ league: League, seed: UInt64, model: RatingModel) throws {
    for checkpoint in Self.checkpoints {
      let book = RatingBook(gathers: Array(league.gathers.prefix(checkpoint)), model: model)
      let played = league.regulars.filter { book.games(of: $0.id) > 0 }
      let truth = played.map { league.truth[$0.id] ?? 0 }
      learnedCorrelation.append(
        RankCorrelation.of(played.map { book.rating(of: $0).mean }, truth))
      declaredCorrelation.append(
        RankCorrelation.of(played.map { model.prior(for: $0.skill).mean }, truth))
    }
    let book = RatingBook(gathers: league.gathers, model: model)
    checks = Self.windows.map { RatingCheck(Array(book.forecasts[$0])) }
    let late = book.forecasts.dropFirst(30)
    newcomerHeavy = RatingCheck(late.filter { 4 * $0.newcomers >= $0.players })
    settled = RatingCheck(late.filter { 4 * $0.newcomers < $0.players })
    var random = LeagueRandom(seed: seed &* 31 &+ 7)
    let balancer = TeamBalancer()
    let weights = BalanceWeights(ratings: book.ratings)
    let trueGap = { (split: BalancedSplit) in
      let sum = { (team: [Player]) in team.reduce(0.0) { $0 + (league.truth[$1.id] ?? 0) } }
      return abs(sum(split.teamA) - sum(split.teamB))
    }
    let rounds = 40
    for round in 0..<rounds {
      let lineUp = Array(league.regulars.shuffled(using: &random).prefix(14))
      let seed = UInt64(round)
      learnedGap +=
        trueGap(try balancer.split(lineUp, weights: weights, constraints: .init(), seed: seed))
        / Double(rounds)
      declaredGap +=
        trueGap(try balancer.split(lineUp, constraints: .init(), seed: seed)) / Double(rounds)
    }
  }
}
