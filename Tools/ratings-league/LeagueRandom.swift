import Foundation

/// SplitMix64 with the draws the league needs: the same seed gives the same league on
/// every machine.
struct LeagueRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// Uniform in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// Normal with the given mean and deviation (Box–Muller).
  mutating func normal(_ mean: Double, _ deviation: Double) -> Double {
    let first = max(unit(), 1e-300)
    let second = unit()
    return mean + deviation * (-2 * log(first)).squareRoot() * cos(2 * .pi * second)
  }

  /// Poisson with the given mean (Knuth's method; means here are below 10).
  mutating func poisson(_ mean: Double) -> Int {
    let limit = exp(-mean)
    var product = unit()
    var count = 0
    while product > limit {
      count += 1
      product *= unit()
    }
    return count
  }
}
