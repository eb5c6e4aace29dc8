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
import TestSupport
import Testing

@testable import AppComposition

/// The router alone: which screen follows which, with fake builders in place of the
/// feature modules and in-memory services, so no feature's own behaviour is involved.
@MainActor
struct AppRouterTests {
  let backend = FakeBackend()
  let modules = FakeModules()
  let console: Console
  let output: RecordingOutput
  let stack: ScreenStack
  let router: AppRouter
  let session = AuthSession(user: User(id: UUID(), username: "alice"))

  init() {
    let (console, _, output) = Console.scripted()
    self.console = console
    self.output = output
    stack = ScreenStack(console: console)
    router = AppRouter(stack: stack, modules: modules, console: console, backend: backend)
  }

  /// The names of the screens on the stack, bottom first.
  var screens: [String] { stack.screens.compactMap { ($0 as? StubScreen)?.name } }

  @Test func startShowsTheLoginScreenOnly() async {
    await router.start()
    #expect(screens == ["login"])
  }

  @Test func aLoginOpensThatUsersPlayerList() async {
    await router.start()
    await router.loginDidSucceed(with: session)
    #expect(screens == ["login", "player list of alice"])
  }

  @Test func aMatchLeftUnfinishedIsOfferedOverThePlayerListAfterLogin() async throws {
    try await backend.snapshots.saveSnapshot(
      MatchSnapshot(
        gatherID: UUID(), players: [], goals: [],
        timer: MatchTimerState(
          plan: .standard, stage: 0, remainingMilliseconds: 60_000, wasRunning: false)))
    await router.start()
    await router.loginDidSucceed(with: session)
    #expect(screens == ["login", "player list of alice", "resumed match"])
  }

  @Test func anEndedGatherGoesBackToThePlayerListInListMode() async {
    await router.start()
    await router.loginDidSucceed(with: session)
    await router.playerListDidConfirmSelection([Player(id: 1, name: "Ann")])
    await router.confirmPlayersDidStart(Gather(id: UUID()))
    #expect(screens == ["login", "player list of alice", "teams of 1", "match"])
    await router.gatherDidEnd(Gather(id: UUID()))
    #expect(screens == ["login", "player list of alice"])
    #expect(modules.playerListInput.showListCalls == 1)
  }

  @Test func loggingOutEndsTheSessionAndGoesBackToLogin() async {
    await router.start()
    await router.loginDidSucceed(with: session)
    await router.playerListDidRequestHistory()
    await router.playerListDidRequestLogOut()
    #expect(screens == ["login"])
    #expect(backend.auth.loggedOutSessions == [session])
    #expect(output.lines.contains("Logged out."))
  }

  @Test func aRequestThatNeedsASessionWithoutOneIsOneError() async {
    await router.start()
    await router.playerListDidRequestHistory()
    #expect(screens == ["login"])
    #expect(output.lines.contains("error: log in first"))
  }
}

/// A screen that does nothing; its name says which module it stands for.
@MainActor
final class StubScreen: Screen {
  let name: String
  init(_ name: String) { self.name = name }
  var prompt: String { "\(name)> " }
  var commands: [CommandHelp] { [] }
  func appear() async {}
  func handle(_ command: CommandInput) async {}
}

@MainActor
final class StubPlayerListInput: PlayerListInput {
  var showListCalls = 0
  func showList() { showListCalls += 1 }
}

@MainActor
final class StubPlayerDetailInput: PlayerDetailInput {
  func playerDidChange(_ player: Player) {}
}

/// Builds a named stub screen for each module the router asks for.
@MainActor
final class FakeModules: ModuleBuilding {
  let playerListInput = StubPlayerListInput()
  let playerDetailInput = StubPlayerDetailInput()

  func makeLogin(listener: any LoginListener) -> any Screen { StubScreen("login") }

  func makePlayerList(for session: AuthSession, listener: any PlayerListListener)
    -> PlayerListModule
  {
    PlayerListModule(
      screen: StubScreen("player list of \(session.user.username)"), input: playerListInput)
  }

  func makePlayerAdd(named name: String?, for session: AuthSession, listener: any PlayerAddListener)
    -> any Screen
  { StubScreen("add player") }

  func makePlayerDetail(
    showing player: Player, for session: AuthSession, listener: any PlayerDetailListener
  ) -> PlayerDetailModule {
    PlayerDetailModule(screen: StubScreen("detail of \(player.name)"), input: playerDetailInput)
  }

  func makePlayerEdit(
    _ field: PlayerField, of player: Player, for session: AuthSession,
    listener: any PlayerEditListener
  ) -> any Screen { StubScreen("edit \(field)") }

  func makeConfirmPlayers(
    _ players: [Player], for session: AuthSession, listener: any ConfirmPlayersListener
  ) -> any Screen { StubScreen("teams of \(players.count)") }

  func makeGather(_ gather: Gather, for session: AuthSession, listener: any GatherListener)
    -> any Screen
  { StubScreen("match") }

  func makeGather(
    resuming snapshot: MatchSnapshot, for session: AuthSession, listener: any GatherListener
  ) -> any Screen { StubScreen("resumed match") }

  func makeHistory(for session: AuthSession, listener: any HistoryListener) -> any Screen {
    StubScreen("history")
  }
}

/// In-memory services for every session.
struct FakeBackend: Backend {
  let auth = FakeAuthService()
  let players = FakePlayerService()
  let gathers = FakeGatherService()
  let snapshots = FakeMatchSnapshotService()

  var label: String { "in memory" }
  var authService: any AuthService { auth }
  var preferencesService: any LoginPreferencesService { auth }
  func playerService(for session: AuthSession) -> any PlayerService { players }
  func gatherService(for session: AuthSession) -> any GatherService { gathers }
  func matchResultService(for session: AuthSession) -> any MatchResultService { gathers }
  func matchSnapshotService(for session: AuthSession) -> any MatchSnapshotService { snapshots }
  func restoredSession() async -> AuthSession? { nil }
  func reportingExpiredSessions(to handler: @escaping @Sendable (AuthSession) async -> Void)
    -> any Backend
  { self }
}
