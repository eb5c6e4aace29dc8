import ArchitectureTools
import Testing

@Suite("check on any tree: --profile viper's built-in rules and --rules FILE")
struct RulesFileTests {
  static let view = "FootballGather/FootballGather/Modules/Login/LoginView.swift"

  func run(_ arguments: [String], plant: String?) throws -> (Int32, String, String) {
    let fileSystem = try Fixtures.tree("Patterns/VIPER")
    if let plant {
      try fileSystem.writeFile(atPath: "/fixture/" + Self.view, contents: plant)
    }
    try fileSystem.writeFile(
      atPath: "/fixture/rules.json",
      contents: #"{"rules": [{"layer": "view", "mayNotUse": ["UserDefaults"]}]}"#)
    let (environment, output, errors) = Fixtures.environment(fileSystem)
    return (ArchTool(environment: environment).run(arguments), output.text, errors.text)
  }

  @Test func theOriginalLayoutPassesTheBuiltInViperRules() throws {
    let (status, output, errors) = try run(["check", "/fixture", "--profile", "viper"], plant: nil)
    #expect(status == 0, "\(errors)")
    #expect(output.hasPrefix("check: 0 violations in "))
  }

  @Test func aViewReachingTheInteractorIsCaughtDirectlyOrThroughItsProtocol() throws {
    let plant = """
      import UIKit
      final class LoginView {
        var shortcut: LoginInteractor?
        var contract: LoginInteractorProtocol?
      }
      """
    let (status, output, errors) = try run(
      ["check", "/fixture", "--profile", "viper"], plant: plant)
    #expect(status == 1)
    #expect(output.hasPrefix("check: 2 violations in "))
    #expect(errors.contains("view LoginView references LoginInteractor (interactor)"))
    #expect(errors.contains("view LoginView references LoginInteractorProtocol (interactor)"))
  }

  @Test func aRulesFileForbidsTypesInALayer() throws {
    let plant = "final class LoginView {\n  let store = UserDefaults.standard\n}\n"
    let (status, _, errors) = try run(
      ["check", "/fixture", "--profile", "viper", "--rules", "/fixture/rules.json"], plant: plant)
    #expect(status == 1)
    #expect(
      errors.contains(
        "LoginView.swift:2:15: error: view-rules: view LoginView uses UserDefaults (the rules say "
          + "view may not use UserDefaults)")
    )
  }
}
