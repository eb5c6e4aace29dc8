import LineUI
import LoginFeature

/// Builds the login screen: what `LoginFlow` asks for.
@MainActor
protocol LoginBuilding {
  func buildLogin(router: any LoginRouter) -> LoginModule
}
