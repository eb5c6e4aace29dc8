import Domain
import Testing

@Suite("Login preferences")
struct LoginPreferencesTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  @Test("a new store remembers the user, with no username yet")
  func defaults() async throws {
    let preferences = try await fixture.store.auth.loadLoginPreferences()
    #expect(preferences == LoginPreferences(rememberMe: true, rememberedUsername: nil))
  }

  @Test("saved preferences load back, and survive reopening the file")
  func roundTrip() async throws {
    let saved = LoginPreferences(rememberMe: true, rememberedUsername: "Zoë 'the wall'")
    try await fixture.store.auth.saveLoginPreferences(saved)
    #expect(try await fixture.store.auth.loadLoginPreferences() == saved)
    try fixture.reopen()
    #expect(try await fixture.store.auth.loadLoginPreferences() == saved)
  }

  @Test("turning remember-me off and forgetting the username is kept")
  func forgets() async throws {
    try await fixture.store.auth.saveLoginPreferences(
      LoginPreferences(rememberMe: true, rememberedUsername: "ana"))
    let off = LoginPreferences(rememberMe: false, rememberedUsername: nil)
    try await fixture.store.auth.saveLoginPreferences(off)
    #expect(try await fixture.store.auth.loadLoginPreferences() == off)
  }
}
