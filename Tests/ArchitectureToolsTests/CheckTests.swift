import ArchitectureTools
import Testing

@Suite("check on a fixture tree that breaks every rule once")
struct CheckTests {
  func runCheck(_ arguments: [String] = []) throws -> (Int32, String, String, InMemoryFileSystem) {
    let fileSystem = try Fixtures.tree("Violations")
    let (environment, output, errors) = Fixtures.environment(fileSystem)
    let status = ArchTool(environment: environment).run(
      ["check", "/fixture", "--describe", "/fixture/describe.json"] + arguments)
    return (status, output.text, errors.text, fileSystem)
  }

  @Test func everyRuleIsBrokenExactlyOnce() throws {
    let (status, output, errors, _) = try runCheck()
    #expect(status == 1)
    let rules = errors.split(separator: "\n").map { line in
      line.split(separator: ":")[4].trimmingCharacters(in: .whitespaces)
    }
    let policy = RingPolicy.footballGather
    let expected =
      policy.rings.filter(\.isPoliced).map(\.rule) + policy.layerRules.map(\.rule)
      + ["no-layer-cycles", "no-module-cycles"]
      // The fixture's LoginRouter is the old shape: a class, beside a listener.
      + ["router-is-the-modules-public-protocol", "feature-declares-no-listener-or-routing"]
    #expect(rules.sorted() == expected.sorted())
    #expect(output == "check: 16 violations in 17 files of 11 targets\n")
  }

  @Test func diagnosticsAreCompilerStyleWithAFix() throws {
    let (_, _, errors, _) = try runCheck()
    let lines = errors.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "/fixture/Modules/Features/Login/LoginView.swift:7:19: error: "
          + "view-knows-only-its-presenter: view LoginView references LoginInteractor "
          + "(interactor) (call the presenter through the …Presenting protocol; it asks the "
          + "interactor and the router)"))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "/fixture/Modules/Infrastructure/LocalStore/Store.swift:2:8: error: "
            + "no-module-cycles: modules form a cycle: LocalStore -> LoginFeature -> LocalStore")
      })
    #expect(
      lines.contains {
        $0.contains(
          "no-layer-cycles: layers of LoginFeature form a cycle: builder -> router -> builder")
      })
  }

  @Test func aBaselineAcceptsViolationsAndReportsStaleEntries() throws {
    let fileSystem = try Fixtures.tree("Violations")
    let (environment, _, _) = Fixtures.environment(fileSystem)
    let tool = ArchTool(environment: environment)
    let describe = ["--describe", "/fixture/describe.json"]
    #expect(
      tool.run(["check", "/fixture", "--write-baseline", "/fixture/base.txt"] + describe) == 0)
    let baseline = try fileSystem.readFile(atPath: "/fixture/base.txt")
    try fileSystem.writeFile(
      atPath: "/fixture/base.txt", contents: baseline + "Gone.swift: some-rule: fixed long ago\n")
    let (again, output, errors) = Fixtures.environment(fileSystem)
    let status = ArchTool(environment: again).run(
      ["check", "/fixture", "--baseline", "/fixture/base.txt"] + describe)
    #expect(status == 0)
    #expect(
      output.text.hasPrefix("check: 0 violations (16 accepted by the baseline, 1 stale entries)"))
    #expect(
      errors.text
        == "/fixture/base.txt:19:1: warning: stale-baseline-entry: Gone.swift: some-rule: fixed "
        + "long ago (the violation is gone; delete this line)\n")
  }

  @Test func aCleanTreePasses() throws {
    let fileSystem = InMemoryFileSystem([
      "/ok/Modules/Kernel/Domain/Player.swift": "import Foundation\npublic struct Player {}\n",
      "/ok/Modules/Features/Login/LoginView.swift": "import Domain\nimport LineUI\n",
    ])
    let (environment, output, errors) = Fixtures.environment(fileSystem)
    let describe =
      #"{"targets": [{"name": "Domain", "path": "Modules/Kernel/Domain", "type": "library"}, {"name": "LineUI", "path": "Modules/Kernel/LineUI", "type": "library"}, {"name": "LoginFeature", "path": "Modules/Features/Login", "type": "library"}]}"#
    try fileSystem.writeFile(atPath: "/ok/d.json", contents: describe)
    let status = ArchTool(environment: environment).run([
      "check", "/ok", "--describe", "/ok/d.json",
    ])
    #expect(status == 0)
    #expect(errors.text.isEmpty)
    #expect(output.text == "check: 0 violations in 2 files of 2 targets\n")
  }

  @Test func localNamesAndTheModuleInputAreNotViolations() throws {
    let feature = "/ok/Modules/Features/Detail/"
    let fileSystem = InMemoryFileSystem([
      // Both declare a nested `Row`: each file's own `Row` stays local.
      feature + "DetailEntity.swift": "struct DetailEntity { struct Row {}; var rows: [Row] }\n",
      feature + "DetailViewModel.swift": "struct DetailViewModel { struct Row {} }\n",
      // The builder's file declares the module input the presenter implements.
      feature + "DetailBuilder.swift":
        "public protocol DetailInput {}\nstruct DetailBuilder { let p = DetailPresenter() }\n",
      feature + "DetailPresenter.swift": "final class DetailPresenter: DetailInput {}\n",
      // A module with a builder has its Router (RouterShapeRule).
      feature + "DetailRouter.swift": "public protocol DetailRouter: AnyObject {}\n",
    ])
    let describe =
      #"{"targets": [{"name": "DetailFeature", "path": "Modules/Features/Detail", "type": "library"}]}"#
    try fileSystem.writeFile(atPath: "/ok/d.json", contents: describe)
    let (environment, _, errors) = Fixtures.environment(fileSystem)
    let status = ArchTool(environment: environment).run([
      "check", "/ok", "--describe", "/ok/d.json",
    ])
    #expect(status == 0, "\(errors.text)")
  }
}
