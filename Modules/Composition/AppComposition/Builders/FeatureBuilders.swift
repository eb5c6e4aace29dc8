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
import RosterFiles
import SelectionFeature

/// Builds each feature module with the real services for the session: every flow's
/// `…Building`, which the flows ask for screens (one protocol a flow where the pattern lab
/// does not stand in, docs/ARCHITECTURE.md "Builders").
@MainActor
struct FeatureBuilders: LoginBuilding, PlayerListBuilding, RosterScreensBuilding,
  PlayerDetailBuilding, MatchScreensBuilding, GatherBuilding, HistoryScreensBuilding
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

  func buildLogin(router: any LoginRouter) -> LoginModule {
    LoginBuilder(
      console: console, authService: backend.authService,
      preferencesService: backend.preferencesService, savedSessions: backend
    ).build(backendLabel: backend.label, router: router)
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
    for session: AuthSession, showing window: RosterWindow, router: any SelectionRouter
  ) -> any Screen {
    SelectionBuilder(
      console: console, playerService: backend.playerService(for: session),
      draftService: backend.teamDraftService(for: session)
    )
    .build(username: session.user.username, window: window, router: router)
  }

  func buildPlayerAdd(
    named name: String?, for session: AuthSession, router: any PlayerAddRouter
  ) -> any Screen {
    PlayerAddBuilder(console: console, playerService: backend.playerService(for: session))
      .build(name: name, router: router)
  }

  func buildPlayerDetail(
    showing player: Player, for session: AuthSession, router: any PlayerDetailRouter
  ) -> PlayerDetailModule {
    PlayerDetailBuilder(
      console: console, gatherService: backend.gatherService(for: session),
      playerService: backend.playerService(for: session)
    )
    .build(player: player, router: router)
  }

  func buildPlayerEdit(
    _ field: PlayerField, of player: Player, for session: AuthSession,
    router: any PlayerEditRouter
  ) -> any Screen {
    PlayerEditBuilder(console: console, playerService: backend.playerService(for: session))
      .build(player: player, field: field, router: router)
  }

  func buildConfirmPlayers(
    _ players: [Player], for session: AuthSession, router: any ConfirmPlayersRouter
  ) -> any Screen {
    ConfirmPlayersBuilder(
      console: console, gatherService: backend.gatherService(for: session),
      snapshotService: backend.matchSnapshotService(for: session),
      draftService: backend.teamDraftService(for: session), makeSeed: makeSeed
    ).build(players: players, router: router)
  }

  func buildGather(_ gather: Gather, for session: AuthSession, router: any GatherRouter)
    -> any Screen
  {
    gatherBuilder(for: session).build(gather: gather, router: router)
  }

  func buildGather(
    resuming snapshot: MatchSnapshot, for session: AuthSession, router: any GatherRouter
  ) -> any Screen {
    gatherBuilder(for: session).build(resuming: snapshot, router: router)
  }

  func buildHistory(for session: AuthSession, router: any HistoryRouter) -> any Screen {
    HistoryBuilder(
      console: console, gatherService: backend.gatherService(for: session),
      playerService: backend.playerService(for: session),
      resultService: backend.matchResultService(for: session), files: files,
      codec: HistoryFileCodec(), formatDate: formatDate
    ).build(router: router)
  }

  func buildRatings(for session: AuthSession, router: any RatingsRouter) -> any Screen {
    ratingsBuilder(for: session).build(router: router)
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
