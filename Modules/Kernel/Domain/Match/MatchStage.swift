/// One stage of a match plan: a period of play or the break between two periods.
public struct MatchStage: Equatable, Sendable {
  /// Whether the stage is a period of play or the break between two.
  public enum Kind: Equatable, Sendable {
    /// The period's number, from 1.
    case period(Int)
    case rest

    /// What the timer reports when this stage ends.
    public var endEvent: MatchTimer.Event {
      switch self {
      case .period(let number): .periodEnded(number)
      case .rest: .breakEnded
      }
    }
  }

  public var kind: Kind
  public var length: Duration

  public init(kind: Kind, length: Duration) {
    self.kind = kind
    self.length = length
  }

  /// Whether the stage is a period of play (not the break).
  public var isPeriod: Bool { kind != .rest }
}
