import Domain

/// The services a match screen is made with in tests: in memory, on a test clock. One set
/// for the match tests of the Gather module and of every pattern variant.
public struct MatchServices: Sendable {
  /// The time the match's timer runs on; it moves only when the test moves it.
  public let clock = TestClock()
  /// Gathers and their results.
  public let gathers = FakeGatherService()
  /// The match left unfinished, saved as it goes.
  public let snapshots = FakeMatchSnapshotService()
  public let players = FakePlayerService()

  public init() {}

  /// The match's clock on `clock`.
  public var matchClock: MatchClock { MatchClock(clock) }

  /// A writer of the unfinished match into `snapshots`.
  @MainActor
  public var snapshotWriter: MatchSnapshotWriter { MatchSnapshotWriter(service: snapshots) }
}
