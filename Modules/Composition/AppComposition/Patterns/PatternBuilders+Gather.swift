import Domain
import GatherFeature
import LineUI

/// The match screen's slot: VIPER's module for every pattern until a variant of the match
/// screen is wired here (one `case` per pattern, with the adapter from its way out to
/// `GatherListener`).
extension PatternBuilders: GatherBuilding {
  func buildGather(_ gather: Gather, for session: AuthSession, listener: any GatherListener)
    -> any Screen
  {
    switch pattern {
    case .viper, .mvc, .mvvm, .mvp, .mvpc, .vip:
      features.buildGather(gather, for: session, listener: listener)
    }
  }

  func buildGather(
    resuming snapshot: MatchSnapshot, for session: AuthSession, listener: any GatherListener
  ) -> any Screen {
    switch pattern {
    case .viper, .mvc, .mvvm, .mvp, .mvpc, .vip:
      features.buildGather(resuming: snapshot, for: session, listener: listener)
    }
  }
}
