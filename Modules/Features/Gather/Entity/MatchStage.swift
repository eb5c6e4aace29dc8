import Domain

/// One stage of a match plan: a period of play or the break between two periods.
/// An Entity of the Gather module.
struct MatchStage: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// The period's number, from 1.
    case period(Int)
    case rest

    var endEvent: MatchTimer.Event {
      switch self {
      case .period(let number): .periodEnded(number)
      case .rest: .breakEnded
      }
    }
  }

  var kind: Kind
  var length: Duration

  var isPeriod: Bool { kind != .rest }
}
