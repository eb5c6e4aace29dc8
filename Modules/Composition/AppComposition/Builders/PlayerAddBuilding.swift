import Domain
import LineUI
import PlayerAddFeature

/// Builds the add-player form: what `RosterFlow` asks for on `add`.
@MainActor
protocol PlayerAddBuilding {
  /// `name` starts the form when one was typed after `add`.
  func buildPlayerAdd(
    named name: String?, for session: AuthSession, listener: any PlayerAddListener
  )
    -> any Screen
}
