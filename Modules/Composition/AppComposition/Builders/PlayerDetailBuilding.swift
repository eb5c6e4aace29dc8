import Domain
import PlayerDetailFeature

/// Builds a player's detail screen: what `RosterFlow` asks for on `show N`.
@MainActor
protocol PlayerDetailBuilding {
  /// The screen and its input, which the flow tells when the edit screen changes the player.
  func buildPlayerDetail(
    showing player: Player, for session: AuthSession, router: any PlayerDetailRouter
  ) -> PlayerDetailModule
}
