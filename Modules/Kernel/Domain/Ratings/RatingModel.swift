import Foundation

/// The rating rule: the Weng–Lin Bayesian update for two teams under the Bradley–Terry
/// model with full pairing (Weng & Lin, "A Bayesian Approximation Method for Online
/// Ranking", JMLR 12, 2011, Algorithm 1; the model OpenSkill calls `BradleyTerryFull`),
/// written here from the paper's formulas, plus what football needs: a prior from the
/// declared skill, a bounded weight for the goal difference, uncertainty that grows while a
/// player is away, and two choices measured on the synthetic leagues of docs/RATINGS.md
/// (`formPerPlayer`, `paperGamma`), which explains it all in plain words.
///
/// For teams A and B of nA and nB players with strengths (μA, σA²) and (μB, σB²)
/// (`TeamStrength`):
///
///     c   = √(σA² + σB² + (nA + nB)·β²)                (the paper: 2β² in place of (nA + nB)·β²)
///     pA  = e^(μA/c) / (e^(μA/c) + e^(μB/c))          the chance that A wins
///     ΩA  = w · σA²/c · (sA − pA)                      sA = 1 win, ½ draw, 0 loss
///     ΔA  = w · γ · σA²/c² · pA · pB                   γ = 1 (the paper: σA/c)
///     player j of A:  μj += σj²/σA² · ΩA,   σj² *= max(1 − σj²/σA² · ΔA, κ)
///
/// and the same for B with the roles swapped; `w` is `marginWeight(goalDifference:)`.
/// Pure and deterministic: the same ratings and score give the same result to the last bit.
public struct RatingModel: Hashable, Sendable {
  /// The mean of a new amateur (or a player whose skill is not known).
  public var baseMean = 25.0
  /// How far a declared beginner or professional starts below or above `baseMean`.
  public var skillStep = 5.0
  /// The deviation of a new player who declared no skill (a guest): large, so the first
  /// games move the rating most.
  public var priorDeviation = 25.0 / 3
  /// The deviation of a new player who declared a skill: a declared level is right to
  /// within about one level's step (measured in docs/RATINGS.md against 25/3).
  public var declaredDeviation = 4.0
  /// The spread of one player's form from game to game (Weng–Lin's β).
  public var beta = 25.0 / 6
  /// Whether every player's form adds to the uncertainty of a game (on: measured better
  /// in docs/RATINGS.md) or only 2β² a game, as in Weng–Lin's paper and OpenSkill.
  public var formPerPlayer = true
  /// Whether uncertainty shrinks as Weng–Lin's paper suggests (γ = σ/c, slower) or with
  /// γ = 1 (faster; measured better in docs/RATINGS.md for teams of five and more).
  public var paperGamma = false
  /// Added to every deviation before each game (OpenSkill's τ), so it never freezes.
  public var tau = 25.0 / 300
  /// The least a variance can be scaled by in one game (Weng–Lin's κ).
  public var kappa = 0.0001
  /// Days away before the uncertainty starts growing again.
  public var absenceGraceDays = 30.0
  /// Variance added per day away beyond the grace (0.1: half a year away adds about 15,
  /// taking a settled deviation of 2.5 back to about 4.6).
  public var absenceVariancePerDay = 0.1
  /// The most a goal difference can weigh: a 10-0 counts like one and a half 1-0 wins,
  /// not ten (2 measured worse in docs/RATINGS.md: big scores are noisy).
  public var largestMarginWeight = 1.5

  public init() {}

  /// The model the app uses and docs/RATINGS.md measures.
  public static let standard = RatingModel()

  /// The variance the players' form on the day adds to a game of `players` players:
  /// β² for each of them (TrueSkill's team model), or Weng–Lin's 2β² for the game when
  /// `formPerPlayer` is off.
  public func formVariance(_ players: Int) -> Double {
    (formPerPlayer ? Double(max(players, 2)) : 2) * beta * beta
  }

  /// A player's rating before their first ended gather: 20, 25 or 30 for a declared
  /// beginner, amateur or professional, deviation `declaredDeviation`; 25 and
  /// `priorDeviation` when no skill was declared.
  public func prior(for skill: Skill?) -> Rating {
    let steps = Double((skill?.rank ?? Skill.amateur.rank) - Skill.amateur.rank)
    return Rating(
      mean: baseMean + steps * skillStep,
      deviation: skill == nil ? priorDeviation : declaredDeviation)
  }

  /// The chance that a team of strength `teamA` beats one of strength `teamB` (0 to 1;
  /// ½ for equal means). A draw counts as half a win for each.
  public func chance(of teamA: TeamStrength, beating teamB: TeamStrength) -> Double {
    let c = (teamA.variance + teamB.variance + formVariance(teamA.players + teamB.players))
      .squareRoot()
    return 1 / (1 + exp((teamB.mean - teamA.mean) / c))
  }

  /// How much one result counts: 1 for a draw or a one-goal win, then 1 + ½·ln(margin),
  /// at most `largestMarginWeight` (2-0: 1.35; 3-0 and beyond: 1.5).
  public func marginWeight(goalDifference: Int) -> Double {
    let margin = goalDifference.magnitude
    guard margin > 1 else { return 1 }
    return min(largestMarginWeight, 1 + 0.5 * log(Double(margin)))
  }

  /// `rating` as it stands when the player comes back after `daysAway` days: τ² added, and
  /// `absenceVariancePerDay` for every day beyond `absenceGraceDays`, never beyond the
  /// uncertainty of a new player.
  public func aged(_ rating: Rating, daysAway: Double) -> Rating {
    let away = max(0, daysAway - absenceGraceDays) * absenceVariancePerDay
    let ceiling = max(priorDeviation * priorDeviation, rating.variance)
    let variance = min(rating.variance + tau * tau + away, ceiling)
    return Rating(mean: rating.mean, deviation: variance.squareRoot())
  }

  /// Both teams' ratings after a gather ended with `score` (Team A's goals first). An empty
  /// team changes nothing. `shares` (same order as the ratings; `Gather.placeShares(of:)`,
  /// 1 each when `nil`) is each player's share of a place: it weighs their rating in the
  /// team's strength (`TeamStrength.init(_:shares:)`) and scales how far they move
  /// (`μj += sj·σj²/σA²·ΩA`, `σj² *= max(1 − sj²·σj²/σA²·ΔA, κ)`), so two players who took
  /// turns in one place count as one; with every share 1 it is the update above, bit for bit.
  public func updated(
    teamA: [Rating], teamB: [Rating], shares: (teamA: [Double], teamB: [Double])? = nil,
    score: Score
  ) -> (teamA: [Rating], teamB: [Rating]) {
    let shares = shares ?? (teamA.map { _ in 1 }, teamB.map { _ in 1 })
    let a = TeamStrength(teamA, shares: shares.teamA)
    let b = TeamStrength(teamB, shares: shares.teamB)
    guard !teamA.isEmpty, !teamB.isEmpty, a.variance > 0, b.variance > 0 else {
      return (teamA, teamB)
    }
    let cSquared = a.variance + b.variance + formVariance(a.players + b.players)
    let c = cSquared.squareRoot()
    let chanceA = 1 / (1 + exp((b.mean - a.mean) / c))
    let chanceB = 1 - chanceA
    let resultA = score.teamA > score.teamB ? 1.0 : score.teamA < score.teamB ? 0.0 : 0.5
    let weight = marginWeight(goalDifference: score.teamA - score.teamB)
    let surprise = resultA - chanceA
    let omegaA = weight * a.variance / c * surprise
    let omegaB = -weight * b.variance / c * surprise
    let deltaA = weight * gamma(a.variance, c) * a.variance / cSquared * chanceA * chanceB
    let deltaB = weight * gamma(b.variance, c) * b.variance / cSquared * chanceA * chanceB
    return (
      zip(teamA, shares.teamA).map { apply($0, share: $1, team: a, omega: omegaA, delta: deltaA) },
      zip(teamB, shares.teamB).map { apply($0, share: $1, team: b, omega: omegaB, delta: deltaB) }
    )
  }

  /// Weng–Lin's γ, which damps how fast uncertainty shrinks: σ/c in the paper, or 1.
  private func gamma(_ variance: Double, _ c: Double) -> Double {
    paperGamma ? variance.squareRoot() / c : 1
  }

  /// One player's new rating: `place` is their share of a place (1 for a whole match).
  private func apply(
    _ rating: Rating, share place: Double, team: TeamStrength, omega: Double, delta: Double
  ) -> Rating {
    let share = place * rating.variance / team.variance
    let variance = rating.variance * max(1 - place * share * delta, kappa)
    return Rating(mean: rating.mean + share * omega, deviation: variance.squareRoot())
  }
}
