import ConfirmPlayersFeature
import Domain
import Foundation
import GatherFeature
import HistoryFeature
import LineUI
import LoginFeature
import PlayerAddFeature
import PlayerDetailFeature
import PlayerEditFeature
import PlayerListFeature
import RatingsFeature
import SelectionFeature

/// Builds each feature module with the real services for the session: every feature's
/// `…Building`, which the flows ask for screens.
@MainActor
struct FeatureBuilders: LoginBuilding, PlayerListBuilding, PlayerAddBuilding,
  PlayerDetailBuilding, PlayerEditBuilding, SelectionBuilding, ConfirmPlayersBuilding,
  GatherBuilding, HistoryBuilding, RatingsBuilding
{
  let console: Console
  let backend: any Backend
  /// Where the roster is exported to and imported from (RosterTransfer, History).
  let files: any TextFileAccess
  /// The match clock: `ContinuousClock()` in the app, a test clock in tests.
  let clock: any Clock<Duration>
  /// The seed of a `balance` typed without one.
  let makeSeed: @Sendable () -> UInt64
  /// How the history writes a gather's date.
  let formatDate: @Sendable (Date) -> String

  func buildLogin(listener: any LoginListener) -> LoginModule {
    LoginBuilder(
      console: console, authService: backend.authService,
      preferencesService: backend.preferencesService, savedSessions: backend
    ).build(backendLabel: backend.label, listener: listener)
  }

  func buildPlayerList(for session: AuthSession, router: any PlayerListRouter)
    -> PlayerListModule
  {
    PlayerListBuilder(
      console: console, playerService: backend.playerService(for: session),
      snapshotService: backend.matchSnapshotService(for: session),
      draftService: backend.teamDraftService(for: session)
    ).build(username: session.user.username, router: router)
  }

  func buildSelection(
    for session: AuthSession, showing window: RosterWindow, listener: any SelectionListener
  ) -> any Screen {
    SelectionBuilder(
      console: console, playerService: backend.playerService(for: session),
      draftService: backend.teamDraftService(for: session)
    )
    .build(username: session.user.username, window: window, listener: listener)
  }

  func buildPlayerAdd(
    named name: String?, for session: AuthSession, listener: any PlayerAddListener
  ) -> any Screen {
    PlayerAddBuilder(console: console, playerService: backend.playerService(for: session))
      .build(name: name, listener: listener)
  }

  func buildPlayerDetail(
    showing player: Player, for session: AuthSession, listener: any PlayerDetailListener
  ) -> PlayerDetailModule {
    PlayerDetailBuilder(
      console: console, gatherService: backend.gatherService(for: session),
      playerService: backend.playerService(for: session)
    )
    .build(player: player, listener: listener)
  }

  func buildPlayerEdit(
    _ field: PlayerField, of player: Player, for session: AuthSession,
    listener: any PlayerEditListener
  ) -> any Screen {
    PlayerEditBuilder(console: console, playerService: backend.playerService(for: session))
      .build(player: player, field: field, listener: listener)
  }

  func buildConfirmPlayers(
    _ players: [Player], for session: AuthSession, listener: any ConfirmPlayersListener
  ) -> any Screen {
    ConfirmPlayersBuilder(
      console: console, gatherService: backend.gatherService(for: session),
      snapshotService: backend.matchSnapshotService(for: session),
      draftService: backend.teamDraftService(for: session), makeSeed: makeSeed
    ).build(players: players, listener: listener)
  }

  func buildGather(_ gather: Gather, for session: AuthSession, listener: any GatherListener)
    -> any Screen
  {
    gatherBuilder(for: session).build(gather: gather, listener: listener)
  }

  func buildGather(
    resuming snapshot: MatchSnapshot, for session: AuthSession, listener: any GatherListener
  ) -> any Screen {
    gatherBuilder(for: session).build(resuming: snapshot, listener: listener)
  }

  func buildHistory(for session: AuthSession, listener: any HistoryListener) -> any Screen {
    HistoryBuilder(
      console: console, gatherService: backend.gatherService(for: session),
      playerService: backend.playerService(for: session),
      resultService: backend.matchResultService(for: session), files: files,
      formatDate: formatDate
    ).build(listener: listener)
  }

  func buildRatings(for session: AuthSession, listener: any RatingsListener) -> any Screen {
    ratingsBuilder(for: session).build(listener: listener)
  }

  func buildRatingChanges(for session: AuthSession) -> any RatingChangesInput {
    ratingsBuilder(for: session).buildChanges()
  }

  private func ratingsBuilder(for session: AuthSession) -> RatingsBuilder {
    RatingsBuilder(
      console: console, gatherService: backend.gatherService(for: session),
      playerService: backend.playerService(for: session), formatDate: formatDate)
  }

  private func gatherBuilder(for session: AuthSession) -> GatherBuilder {
    GatherBuilder(
      console: console, clock: clock, gatherService: backend.gatherService(for: session),
      playerService: backend.playerService(for: session),
      resultService: backend.matchResultService(for: session),
      snapshotService: backend.matchSnapshotService(for: session))
  }
}
