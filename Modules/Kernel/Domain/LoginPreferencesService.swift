/// Small settings the login screen keeps between runs ("remember me").
public protocol LoginPreferencesService: Sendable {
  func loadLoginPreferences() async throws(FootballGatherError) -> LoginPreferences
  func saveLoginPreferences(_ preferences: LoginPreferences) async throws(FootballGatherError)
}
