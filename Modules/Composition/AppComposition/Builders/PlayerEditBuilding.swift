import Domain
import LineUI
import PlayerEditFeature

/// Builds the form that edits one field of a player: what `RosterFlow` asks for from the
/// detail screen.
@MainActor
protocol PlayerEditBuilding {
  func buildPlayerEdit(
    _ field: PlayerField, of player: Player, for session: AuthSession,
    listener: any PlayerEditListener
  ) -> any Screen
}
