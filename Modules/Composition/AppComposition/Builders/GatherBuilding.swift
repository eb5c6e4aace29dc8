import Domain
import GatherFeature
import LineUI

/// Builds the match screen: for a gather just started, or for a match left unfinished.
@MainActor
protocol GatherBuilding {
  func buildGather(_ gather: Gather, for session: AuthSession, router: any GatherRouter)
    -> any Screen
  /// The screen asks whether to resume `snapshot` or discard it.
  func buildGather(
    resuming snapshot: MatchSnapshot, for session: AuthSession, router: any GatherRouter
  ) -> any Screen
}
