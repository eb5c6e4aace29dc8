import Domain
import LineUI
import PlayerAddFeature
import PlayerEditFeature
import RatingsFeature
import SelectionFeature

/// Builds the screens `RosterFlow` opens over the player list with the real services:
/// the add form (`add`), the form that edits one field (from a player's detail), the
/// selection (`select`) and the ratings (`ratings`).
///
/// One protocol, not one a screen: the roster flow is their only client and
/// `FeatureBuilders` their only maker, so four one-method protocols said nothing one does
/// not. The player list and a player's detail keep their own (`PlayerListBuilding`,
/// `PlayerDetailBuilding`): the pattern lab builds the detail in another pattern.
@MainActor
protocol RosterScreensBuilding {
  /// `name` starts the form when one was typed after `add`.
  func buildPlayerAdd(named name: String?, for session: AuthSession, router: any PlayerAddRouter)
    -> any Screen
  func buildPlayerEdit(
    _ field: PlayerField, of player: Player, for session: AuthSession,
    router: any PlayerEditRouter
  ) -> any Screen
  /// The screen shows first the rows in `window` (those the list showed).
  func buildSelection(
    for session: AuthSession, showing window: RosterWindow, router: any SelectionRouter
  ) -> any Screen
  func buildRatings(for session: AuthSession, router: any RatingsRouter) -> any Screen
}
