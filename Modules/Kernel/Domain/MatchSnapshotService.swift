/// The match in progress, written on every change so that a crash or a kill loses
/// nothing: the app offers it back after the next login.
///
/// One unfinished match per user. Implemented by the embedded store (and, later, by any
/// backend that can keep it); features only see this.
public protocol MatchSnapshotService: Sendable {
  /// Replaces the saved match with `snapshot` (one transaction where the backend has them).
  func saveSnapshot(_ snapshot: MatchSnapshot) async throws(FootballGatherError)
  /// The saved match, or `nil` when none was left unfinished.
  func loadSnapshot() async throws(FootballGatherError) -> MatchSnapshot?
  /// Forgets the saved match; nothing happens when there is none.
  func discardSnapshot() async throws(FootballGatherError)
}
