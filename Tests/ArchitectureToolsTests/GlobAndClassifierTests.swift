import ArchitectureTools
import Testing

@Suite("Globs and the layer classifier")
struct GlobAndClassifierTests {
  @Test(arguments: [
    ("Modules/Features/**", "Modules/Features/Login/LoginView.swift", true),
    ("Modules/Features/**", "Modules/Kernel/Domain/Player.swift", false),
    ("Modules/*/*Presenter.swift", "Modules/Login/LoginPresenter.swift", true),
    ("Modules/*/*Presenter.swift", "Modules/Login/Sub/LoginPresenter.swift", false),
    ("**/Networking/**", "App/Networking/API/Client.swift", true),
    ("Package.swift", "Package.swift", true),
  ])
  func globs(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  @Test func testFilesAreClassifiedByTheirSubject() {
    let classifier = LayerClassifier(profile: BuiltInProfiles.viper)
    let result = classifier.classify(path: "AppTests/PlayerListPresenterTests.swift")
    #expect(result.layer == "presenter" && result.isTest)
  }

  @Test func userProfilesAreReadFromJSON() throws {
    let profile = try LayerProfile.decode(
      json: #"{"name": "mine", "summary": "s", "rules": [{"layer": "ui", "suffix": "Screen"}]}"#)
    let classifier = LayerClassifier(profile: profile)
    #expect(classifier.classify(path: "A/LoginScreen.swift").layer == "ui")
    #expect(classifier.classify(path: "A/Helpers.swift").layer == "other")
    #expect(profile.layers == ["ui", "other"])
  }

  @Test func aProfileWithoutRulesIsRejected() {
    #expect(throws: ArchToolError.self) {
      try LayerProfile.decode(json: #"{"name": "x", "summary": "", "rules": []}"#)
    }
  }

  @Test func builtInProfilesRoundTripThroughJSON() throws {
    for profile in BuiltInProfiles.all {
      #expect(try LayerProfile.decode(json: profile.encodedJSON()) == profile)
    }
  }
}
