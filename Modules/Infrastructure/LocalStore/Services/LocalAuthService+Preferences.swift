import Domain

/// Login preferences in the `settings` table.
extension LocalAuthService: LoginPreferencesService {
  private enum Key {
    static let rememberMe = "login.remember_me"
    static let rememberedUsername = "login.remembered_username"
  }

  func loadLoginPreferences() async throws(FootballGatherError) -> LoginPreferences {
    try database.read { db throws(FootballGatherError) in
      let rememberMe = try SettingsTable.value(for: Key.rememberMe, in: db)
      return LoginPreferences(
        rememberMe: rememberMe.map { $0 == "1" } ?? LoginPreferences().rememberMe,
        rememberedUsername: try SettingsTable.value(for: Key.rememberedUsername, in: db))
    }
  }

  func saveLoginPreferences(_ preferences: LoginPreferences) async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      try SettingsTable.set(preferences.rememberMe ? "1" : "0", for: Key.rememberMe, in: db)
      try SettingsTable.set(
        preferences.rememberedUsername, for: Key.rememberedUsername, in: db)
    }
  }
}
