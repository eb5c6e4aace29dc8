import Domain
import LineUI
import SelectionFeature

/// Builds the selection screen: what `RosterFlow` shows over the player list on `select`.
@MainActor
protocol SelectionBuilding {
  /// The screen shows first the rows in `window` (those the list showed).
  func buildSelection(
    for session: AuthSession, showing window: RosterWindow, listener: any SelectionListener
  ) -> any Screen
}
