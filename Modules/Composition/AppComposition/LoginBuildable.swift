import LineUI
import LoginFeature

/// Builds the login screen (RIBs' `…Buildable`): what `LoginFlow` asks for.
@MainActor
protocol LoginBuildable {
  func makeLogin(listener: any LoginListener) -> LoginModule
}
