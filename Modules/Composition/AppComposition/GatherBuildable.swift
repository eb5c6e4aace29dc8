import Domain
import GatherFeature
import LineUI

/// Builds the match screen: for a gather just started, or for a match left unfinished.
@MainActor
protocol GatherBuildable {
  func makeGather(_ gather: Gather, for session: AuthSession, listener: any GatherListener)
    -> any Screen
  /// The screen asks whether to resume `snapshot` or discard it.
  func makeGather(
    resuming snapshot: MatchSnapshot, for session: AuthSession, listener: any GatherListener
  ) -> any Screen
}
