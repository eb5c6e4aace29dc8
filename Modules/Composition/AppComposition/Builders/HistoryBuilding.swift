import Domain
import HistoryFeature
import LineUI

/// Builds the history screen: what `HistoryFlow` shows.
@MainActor
protocol HistoryBuilding {
  func buildHistory(for session: AuthSession, listener: any HistoryListener) -> any Screen
}
