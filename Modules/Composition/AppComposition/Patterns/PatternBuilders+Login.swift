import Domain
import LineUI
import LoginFeature
import MVCLogin
import MVPCLogin
import MVPLogin
import MVVMLogin
import VIPLogin

extension PatternBuilders: LoginBuilding {
  func buildLogin(router: any LoginRouter) -> LoginFeature.LoginModule {
    let backend = features.backend
    let (console, auth, label) = (features.console, backend.authService, backend.label)
    let adapter = LoginRouterAdapter(router: router)
    switch pattern {
    case .viper:
      return features.buildLogin(router: router)
    case .mvc:
      let controller = MVCLogin.LoginViewController(
        console: console, authService: auth, preferencesService: backend.preferencesService,
        savedSessions: backend, backendLabel: label, delegate: adapter)
      return LoginFeature.LoginModule(
        screen: controller,
        input: LoginInputAdapter(
          restore: controller.restoreSavedSession, logOut: controller.logOut, keeping: [adapter]))
    case .mvvm:
      let controller = MVVMLogin.LoginViewController(
        console: console, authService: auth, preferencesService: backend.preferencesService,
        savedSessions: backend, backendLabel: label, delegate: adapter)
      return LoginFeature.LoginModule(
        screen: controller,
        input: LoginInputAdapter(
          restore: controller.restoreSavedSession, logOut: controller.logOut, keeping: [adapter]))
    case .mvp:
      let controller = MVPLogin.LoginViewController(
        console: console, authService: auth, preferencesService: backend.preferencesService,
        savedSessions: backend, backendLabel: label, delegate: adapter)
      return LoginFeature.LoginModule(
        screen: controller,
        input: LoginInputAdapter(
          restore: controller.restoreSavedSession, logOut: controller.logOut, keeping: [adapter]))
    case .mvpc:
      let coordinator = LoginCoordinator(
        console: console, authService: auth, preferencesService: backend.preferencesService,
        savedSessions: backend, backendLabel: label, parent: adapter)
      return LoginFeature.LoginModule(
        screen: coordinator.start(),
        input: LoginInputAdapter(
          restore: coordinator.restoreSavedSession, logOut: coordinator.logOut,
          keeping: [adapter, coordinator]))
    case .vip:
      let scene = VIPLogin.LoginModule(
        console: console, authService: auth, preferencesService: backend.preferencesService,
        savedSessions: backend, backendLabel: label
      ).assemble(delegate: adapter)
      let input = scene.input
      return LoginFeature.LoginModule(
        screen: scene.screen,
        input: LoginInputAdapter(
          restore: { await input.restoreSavedSession() }, logOut: { await input.logOut($0) },
          keeping: [adapter]))
    }
  }
}
