import Domain
import LineUI
import MVCLogin
import MVCPlayerDetail
import MVPCLogin
import MVPCPlayerDetail
import MVPLogin
import MVPPlayerDetail
import MVVMLogin
import MVVMPlayerDetail
import TestSupport
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
    default:
      return nil
    }
  }
}
