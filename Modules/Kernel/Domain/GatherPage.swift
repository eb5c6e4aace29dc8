/// A part of the history and how long the whole history is: what a screen that shows a
/// page of past gathers needs, without loading the others.
///
/// The history is the ended gathers (those with a score), newest first (ties: the one
/// created last first); positions are 0-based places in it, so row N on screen is
/// position N - 1. Each gather comes with its line-up and goals.
public struct GatherPage: Equatable, Sendable {
  /// The position of `gathers[0]`.
  public var offset: Int
  /// The ended gathers from `offset` on, as many as were asked for and exist.
  public var gathers: [Gather]
  /// Ended gathers in the whole history.
  public var total: Int

  public init(offset: Int, gathers: [Gather], total: Int) {
    self.offset = offset
    self.gathers = gathers
    self.total = total
  }

  /// The page at `positions` of `gathers` (every gather, newest first, as
  /// `GatherService.allGathers()` answers): the ended ones only.
  public init(slicing gathers: [Gather], at positions: Range<Int>) {
    let ended = gathers.filter { $0.score != nil }
    let shown = positions.clamped(to: 0..<ended.count)
    self.init(offset: positions.lowerBound, gathers: Array(ended[shown]), total: ended.count)
  }

  /// The positions of `gathers` in the history.
  public var positions: Range<Int> { offset..<(offset + gathers.count) }
}
