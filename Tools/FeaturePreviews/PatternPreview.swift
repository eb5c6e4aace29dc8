import Domain
import LineUI
import MVCGather
import MVCLogin
import MVCPlayerDetail
import MVPCGather
import MVPCLogin
import MVPCPlayerDetail
import MVPGather
import MVPLogin
import MVPPlayerDetail
import MVVMGather
import MVVMLogin
import MVVMPlayerDetail
import TestSupport
import VIPGather
import VIPLogin
import VIPPlayerDetail

/// One screen of the pattern lab in one of the five variant patterns, alone over the same
/// seeded fakes as the feature previews (`swift run preview Login --pattern mvvm`). A
/// variant's detail screen opens its edit screen itself, on the preview's stack.
@MainActor
struct PatternPreview {
  let console: Console
  let listener: PreviewListener
  let navigation: PreviewNavigation
  let players: FakePlayerService
  let gathers: FakeGatherService
  let snapshots: FakeMatchSnapshotService
  /// The match clock of the Gather preview.
  let clock: any Clock<Duration>

  /// The screen `name` written in `pattern`, or `nil` when the lab has no such variant.
  func screen(of name: String, pattern: String) -> (any Screen)? {
    let auth = FakeAuthService(accounts: [PreviewSeeds.credentials])
    let label = "preview: in memory, account preview / preview-pw"
    let player = PreviewSeeds.players[2]
    switch (name.lowercased(), pattern) {
    case ("login", "mvc"):
      return MVCLogin.LoginViewController(
        console: console, authService: auth, preferencesService: auth,
        savedSessions: NoSavedSession(), backendLabel: label, delegate: listener)
    case ("login", "mvvm"):
      return MVVMLogin.LoginViewController(
        console: console, authService: auth, preferencesService: auth,
        savedSessions: NoSavedSession(), backendLabel: label, delegate: listener)
    case ("login", "mvp"):
      return MVPLogin.LoginViewController(
        console: console, authService: auth, preferencesService: auth,
        savedSessions: NoSavedSession(), backendLabel: label, delegate: listener)
    case ("login", "mvp-c"):
      return LoginCoordinator(
        console: console, authService: auth, preferencesService: auth,
        savedSessions: NoSavedSession(), backendLabel: label, parent: listener
      ).start()
    case ("login", "vip"):
      return VIPLogin.LoginModule(
        console: console, authService: auth, preferencesService: auth,
        savedSessions: NoSavedSession(), backendLabel: label
      ).assemble(delegate: listener).screen
    case ("playerdetail", "mvc"):
      return MVCPlayerDetail.PlayerDetailViewController(
        console: console, player: player, gatherService: gathers, playerService: players,
        navigation: navigation)
    case ("playerdetail", "mvvm"):
      return MVVMPlayerDetail.PlayerDetailViewController(
        console: console, player: player, gatherService: gathers, playerService: players,
        navigation: navigation)
    case ("playerdetail", "mvp"):
      return MVPPlayerDetail.PlayerDetailViewController(
        console: console, player: player, gatherService: gathers, playerService: players,
        navigation: navigation)
    case ("playerdetail", "mvp-c"):
      return PlayerDetailCoordinator(
        console: console, player: player, gatherService: gathers, playerService: players,
        navigation: navigation
      ).start()
    case ("playerdetail", "vip"):
      return VIPPlayerDetail.PlayerDetailModule(
        console: console, gatherService: gathers, playerService: players, navigation: navigation
      ).assemble(player: player)
    case ("gather", _): return gather(pattern: pattern)
    default:
      return nil
    }
  }

  /// The match screen of the preview's started gather in `pattern`, or `nil`.
  private func gather(pattern: String) -> (any Screen)? {
    let gather = PreviewSeeds.startedGather
    switch pattern {
    case "mvc":
      return MVCGather.GatherViewController(
        gather: gather, console: console, clock: clock, gatherService: gathers,
        playerService: players,
        resultService: gathers, snapshotService: snapshots, delegate: listener)
    case "mvvm":
      return MVVMGather.GatherViewController(
        gather: gather, console: console, clock: clock, gatherService: gathers,
        playerService: players,
        resultService: gathers, snapshotService: snapshots, delegate: listener)
    case "mvp":
      return MVPGather.GatherViewController(
        gather: gather, console: console, clock: clock, gatherService: gathers,
        playerService: players,
        resultService: gathers, snapshotService: snapshots, delegate: listener)
    case "mvp-c":
      // The coordinator lives on the listener, as a parent keeps its child coordinator.
      let coordinator = GatherCoordinator(
        console: console, clock: clock, gatherService: gathers, playerService: players,
        resultService: gathers,
        snapshotService: snapshots, parent: listener)
      listener.keep(coordinator)
      return coordinator.start(gather: gather)
    case "vip":
      return GatherModule(
        console: console, clock: clock, gatherService: gathers, playerService: players,
        resultService: gathers,
        snapshotService: snapshots
      ).assemble(gather: gather, delegate: listener)
    default:
      return nil
    }
  }
}
