import ArchitectureTools
import Foundation
import Testing

/// Six synthetic trees under `Fixtures/Patterns`, laid out like the pattern folders of
/// radude89/footballgather-ios (`FootballGather/FootballGather/...` and its tests).
@Suite("The six pattern trees: every line in a layer, compare at a glance")
struct PatternTreesTests {
  static let patterns = [
    ("MVC", "mvc"), ("MVVM", "mvvm"), ("MVP", "mvp"), ("MVP-C", "mvp-c"), ("VIPER", "viper"),
    ("VIP", "vip"),
  ]

  /// All six trees in one file system, each under `/p/<NAME>`.
  static func allTrees() throws -> InMemoryFileSystem {
    var files: [String: String] = [:]
    for (name, _) in patterns {
      for (path, text) in try Fixtures.tree("Patterns/\(name)").files {
        files["/p/\(name)" + path.dropFirst("/fixture".count)] = text
      }
    }
    return InMemoryFileSystem(files)
  }

  /// `archtool compare` over the six trees, MVC the baseline, with `options`: its exit
  /// status and what it wrote to its output and to its errors.
  static func compareAll(_ options: [String]) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let (environment, output, errors) = Fixtures.environment(try allTrees())
    let trees = patterns.map { "/p/\($0.0)@\($0.1)" }
    let status = ArchTool(environment: environment).run(
      ["compare"] + trees + ["--baseline", "/p/MVC"] + options)
    return (status, output.text, errors.text)
  }

  @Test(arguments: patterns)
  func otherIsUnderFivePercentOfTheLines(pattern: String, profile: String) throws {
    let fileSystem = try Fixtures.tree("Patterns/\(pattern)")
    let snapshot = try ProjectScanner(fileSystem: fileSystem).scan(
      root: "/fixture", profile: try #require(BuiltInProfiles.named(profile)), package: nil)
    let explanation = OtherExplanation(snapshot: snapshot)
    #expect(snapshot.files.count > 20)
    #expect(explanation.share < 5, "\(explanation.text())")
    #expect(explanation.share > 0, "the Helpers files must stay unclassified")
  }

  @Test func contractsAndConfiguratorsHaveTheirLayers() throws {
    for (pattern, profile, layer) in [
      ("VIPER", "viper", "contracts"), ("VIP", "vip", "contracts"), ("VIP", "vip", "configurator"),
    ] {
      let snapshot = try ProjectScanner(fileSystem: try Fixtures.tree("Patterns/\(pattern)")).scan(
        root: "/fixture", profile: try #require(BuiltInProfiles.named(profile)), package: nil)
      #expect(snapshot.files.filter { $0.layer == layer }.count == 4, "\(pattern) \(layer)")
    }
  }

  @Test func testFilesGoToTheLayerOfTheTypeTheyTest() throws {
    let snapshot = try ProjectScanner(fileSystem: try Fixtures.tree("Patterns/VIPER")).scan(
      root: "/fixture", profile: BuiltInProfiles.viper, package: nil)
    let layers = Dictionary(uniqueKeysWithValues: snapshot.files.map { ($0.path, $0.layer) })
    // `Player` is declared in Models/Player.swift: an entity, though its name says nothing.
    #expect(layers["FootballGather/FootballGatherTests/Models/PlayerTests.swift"] == "entity")
    // Mocks names no subject; the first production type it mentions is a service.
    #expect(layers["FootballGather/FootballGatherTests/Helpers/Mocks.swift"] == "service")
  }

  @Test func explainOtherListsEachFileAndWhy() throws {
    let (environment, output, _) = Fixtures.environment(try Fixtures.tree("Patterns/VIPER"))
    let status = ArchTool(environment: environment).run(
      ["report", "/fixture", "--profile", "viper", "--explain", "other"])
    #expect(status == 0)
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("other in /fixture (profile viper): 1 files, 10 lines") == true)
    #expect(
      lines.contains {
        $0.hasPrefix(
          "  FootballGather/FootballGather/Utils/Helpers.swift (10 lines): Helpers ends in none of")
      })
  }

  @Test func thisRepositoryHasUnderFivePercentInOther() throws {
    let root = Fixtures.repositoryRoot.path
    let fileSystem = LocalFileSystem()
    let package = try PackageLoader(fileSystem: fileSystem, processRunner: FakeProcessRunner())
      .scan(root: root)
    let snapshot = try ProjectScanner(fileSystem: fileSystem).scan(
      root: root, profile: BuiltInProfiles.footballGather, package: package)
    let explanation = OtherExplanation(snapshot: snapshot)
    #expect(explanation.share < 5, "\(explanation.text())")
  }

  @Test func sixTreesCompareInUnderHundredColumnsWithNotApplicable() throws {
    let (status, output, errors) = try Self.compareAll(["--layers"])
    #expect(status == 0)
    #expect(errors.isEmpty, "\(errors)")
    let lines = output.split(separator: "\n").map(String.init)
    let table = lines.prefix { !$0.hasPrefix("identical files") }
    #expect(table.allSatisfy { $0.count <= 100 }, "\(table.filter { $0.count > 100 })")
    #expect(
      lines.contains { $0.hasPrefix("layer ") && $0.hasSuffix("MVP-C      VIPER        VIP") })
    // MVC has no presenter layer: n/a, not 0 and -100 %.
    #expect(squeezed(output).contains("presenter code n/a n/a 312 312 272 212\n"))
    #expect(squeezed(output).contains("controller code 632 n/a n/a n/a n/a n/a\n"))
    #expect(output.contains("  VIPER = /p/VIPER (profile viper)"))
  }

  @Test func byDefaultTheSixTreesCompareByTheRolesAllPatternsShare() throws {
    let (status, output, _) = try Self.compareAll(["--metrics", "files,code,test-code"])
    #expect(status == 0)
    let text = squeezed(output)
    // An MVC view controller is screen code: MVC has no presentation role at all.
    #expect(text.contains("\nscreen code 744 544 -27% 636 -15% 636 -15% 556 -25% 464 -38%\n"))
    #expect(text.contains("\npresentation code n/a 272 312 312 272 212\n"))
    #expect(text.contains("\nnavigation code n/a n/a n/a 132 92 92\n"))
    #expect(text.contains("\nmodel code 78 78 = 78 = 78 = 78 = 78 =\n"))
    #expect(text.contains("\nscreen test-code 496 340 -31% 280 -44% 280 -44% 208 -58% 208 -58%\n"))
  }

  @Test func aTreeMostlyInOtherGetsAWarningAndNoEmptyRows() throws {
    let (environment, output, errors) = Fixtures.environment(try Self.allTrees())
    let status = ArchTool(environment: environment).run(["compare", "/p/MVC", "/p/VIPER"])
    #expect(status == 0)
    #expect(
      errors.text.contains(
        "archtool: warning: /p/VIPER: 100 % of the lines are in `other`; is profile "
          + "footballgather right for this tree?"))
    let rows = output.text.split(separator: "\n").filter { $0.hasPrefix("view ") }
    #expect(rows.isEmpty, "layers no tree has a file in are left out")
  }
}
