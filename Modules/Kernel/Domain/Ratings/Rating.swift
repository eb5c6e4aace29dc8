/// What the ratings believe about one player: a mean (how strong, on a scale where a new
/// amateur starts at 25) and a deviation (how unsure: large for a newcomer, small after
/// many games, growing again while the player is away).
///
/// A Domain value shared by every screen that shows or uses ratings; `RatingModel` makes
/// and updates it, `RatingBook` replays the history into one per player.
public struct Rating: Hashable, Sendable {
  /// The rating's best guess, in rating points.
  public var mean: Double
  /// One standard deviation of the uncertainty around `mean`, in rating points.
  public var deviation: Double

  public init(mean: Double, deviation: Double) {
    self.mean = mean
    self.deviation = deviation
  }

  /// `deviation` squared: what the update formulas add and scale.
  public var variance: Double { deviation * deviation }

  /// The mean as the screens show it, with one decimal: "27.1".
  public var shownMean: String { Rating.oneDecimal(mean) }

  /// The deviation as the screens show it: "±3.2".
  public var shownDeviation: String { "±" + Rating.oneDecimal(deviation) }

  /// `value` rounded half away from zero to one decimal, without Foundation's formatting:
  /// "27.1", "-0.4", "30.0".
  public static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((abs(value) * 10).rounded())
    let sign = value < 0 && tenths != 0 ? "-" : ""
    return "\(sign)\(tenths / 10).\(tenths % 10)"
  }
}
