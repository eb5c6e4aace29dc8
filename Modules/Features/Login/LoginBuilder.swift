import Domain
import LineUI

/// The Login module's one public entry: builds View, Interactor, Presenter and Router,
/// wires them through their initialisers and returns the screen.
public struct LoginBuilder {
  private let console: Console
  private let authService: any AuthService
  private let preferencesService: any LoginPreferencesService

  public init(
    console: Console, authService: any AuthService,
    preferencesService: any LoginPreferencesService
  ) {
    self.console = console
    self.authService = authService
    self.preferencesService = preferencesService
  }

  /// - Parameter backendLabel: where accounts live, shown in the title ("local database").
  @MainActor
  public func build(backendLabel: String, listener: any LoginListener) -> any Screen {
    let view = LoginView(console: console)
    let presenter = LoginPresenter(
      backendLabel: backendLabel,
      view: view,
      interactor: LoginInteractor(
        authService: authService, preferencesService: preferencesService),
      router: LoginRouter(listener: listener))
    return ModuleScreen(view: view, presenter: presenter as any LoginPresenting)
  }
}
