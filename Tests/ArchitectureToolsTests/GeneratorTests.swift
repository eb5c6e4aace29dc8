import ArchitectureTools
import Foundation
import Testing

@Suite("new-module: names, manifest edits and the generated files")
struct GeneratorTests {
  @Test func namesAndSpellings() throws {
    let module = try ModuleName("MatchHistory")
    #expect(module.target == "MatchHistoryFeature")
    #expect(module.testPath == "Tests/MatchHistoryFeatureTests")
    #expect(module.title == "Match History")
    #expect(module.prompt == "match history> ")
  }

  @Test(arguments: ["matchHistory", "Match-History", "Gather2Feature", "", "Ünicode"])
  func badNamesAreUsageErrors(name: String) {
    #expect(throws: ArchToolError.self) { try ModuleName(name) }
  }

  @Test func registersInTheRealManifestAtItsMarkers() throws {
    let manifest = try LocalFileSystem().readFile(
      atPath: Fixtures.repositoryRoot.appendingPathComponent("Package.swift").path)
    let edited = try ManifestEditor().register(try ModuleName("Stadium"), in: manifest)
    #expect(edited.contains("  \"StadiumFeature\",\n  // new-module: features\n"))
    #expect(
      edited.contains(
        """
        package.targets += [
          .target(
            name: "StadiumFeature", dependencies: ["Domain", "LineUI"],
            path: "Modules/Features/Stadium"),
          .testTarget(
            name: "StadiumFeatureTests",
            dependencies: ["StadiumFeature", "TestSupport", "TestDoubles"],
            path: "Tests/StadiumFeatureTests"),
        ]

        // new-module: stanzas
        """))
    let targets = ManifestScanner().scan(edited)
    #expect(
      targets.target(named: "StadiumFeatureTests")?.dependencies == [
        "StadiumFeature", "TestSupport", "TestDoubles",
      ])
    #expect(throws: ArchToolError.self) {
      try ManifestEditor().register(try ModuleName("Stadium"), in: edited)
    }
    #expect(throws: ArchToolError.self) {
      try ManifestEditor().register(try ModuleName("Stadium"), in: "let package = 1\n")
    }
  }

  @Test func generatedModulePassesCheckAgainstTheRealKernel() throws {
    let fileSystem = try Self.repositoryCopy([
      "Modules/Kernel", "Modules/Support/TestSupport", "Modules/Support/TestDoubles",
    ])
    try fileSystem.writeFile(
      atPath: "/repo/Package.swift", contents: try Fixtures.text("Generator/Package.swift.txt"))
    let written = try ModuleGenerator(fileSystem: fileSystem).generate(
      try ModuleName("MatchHistory"), root: "/repo")
    #expect(written.count == 15)
    #expect(written.contains("Modules/Features/MatchHistory/MatchHistory.docc/CHANGELOG.md"))
    #expect(written.contains("Modules/Features/MatchHistory/MatchHistoryPresenter.swift"))
    let package = try #require(
      try PackageLoader(fileSystem: fileSystem, processRunner: FakeProcessRunner()).scan(
        root: "/repo"))
    let snapshot = try ProjectScanner(fileSystem: fileSystem).scan(
      root: "/repo", profile: BuiltInProfiles.footballGather, package: package)
    let generated = snapshot.files.filter { $0.path.contains("MatchHistory") }
    #expect(
      generated.filter { !$0.isTest }.map(\.layer).sorted() == [
        "builder", "entity", "interactor", "presenter", "presenter", "router", "view",
      ])
    // The kernel's own naming is not this test's business; the generated files must be clean.
    let generatedDiagnostics = Checker().check(snapshot).filter {
      $0.path.contains("MatchHistory") || $0.path.hasPrefix("(new-module")
    }
    #expect(generatedDiagnostics.isEmpty)
    #expect(generated.reduce(0) { $0 + $1.facts.tests } == 10)
  }

  /// Every generated double fails a test on a call it does not expect (docs/ARCHITECTURE.md
  /// section 11), as every hand-written feature's do: each is a StrictDouble or a subclass
  /// of one of TestDoubles' shared strict doubles.
  @Test func theGeneratedDoublesAreStrictAndShared() throws {
    let doubles = try #require(
      ModuleGenerator.templates(for: try ModuleName("MatchHistory")).first {
        $0.path.hasSuffix("/Doubles.swift")
      })
    let declarations = doubles.contents.components(separatedBy: "final class ").dropFirst()
      .map { $0.prefix { $0 != "{" } }
    #expect(declarations.count == 4)
    let shared = ["RecordingView<", "RecordingDouble<", "RecordingPresenter<"]
    let subclasses = declarations.filter { declaration in
      shared.contains { declaration.contains($0) }
    }
    // The spy view, the router spy and the spy presenter.
    #expect(subclasses.count == 3)
    for declaration in declarations where !subclasses.contains(declaration) {
      #expect(declaration.contains("StrictDouble"), "not strict: \(declaration)")
    }
    #expect(doubles.contents.contains("import TestDoubles"))
  }

  /// docs/ADDING_A_MODULE.md shows two of the generated doubles; they are the generator's
  /// own text, so the guide cannot drift from what `new-module` writes.
  @Test func theGuideShowsTheDoublesAsGenerated() throws {
    let guide = try LocalFileSystem().readFile(
      atPath: Fixtures.repositoryRoot.appendingPathComponent("docs/ADDING_A_MODULE.md").path)
    // Each double the guide shows: its doc comment through its closing line.
    let shown = guide.components(separatedBy: "```swift\n").dropFirst()
      .map { $0.components(separatedBy: "```")[0] }
      .filter { $0.contains("final class ") }
      .flatMap {
        $0.components(separatedBy: "\n\n///").map { $0.hasPrefix("///") ? $0 : "///" + $0 }
      }
    let doubles = try #require(
      ModuleGenerator.templates(for: try ModuleName("MatchHistory")).first {
        $0.path.hasSuffix("/Doubles.swift")
      })
    #expect(shown.count == 2)
    for block in shown {
      #expect(doubles.contents.contains(block), "the guide shows:\n\(block)")
    }
  }

  @Test func oneFilePerTypeWithEntitiesInTheEntityFolder() throws {
    let sources = ModuleGenerator.templates(for: try ModuleName("MatchHistory")).map(\.path)
      .filter { !$0.hasPrefix("Tests/") }
    #expect(
      sources == [
        "Modules/Features/MatchHistory/MatchHistoryView.swift",
        "Modules/Features/MatchHistory/MatchHistoryPresenter.swift",
        "Modules/Features/MatchHistory/MatchHistoryViewModel.swift",
        "Modules/Features/MatchHistory/MatchHistoryInteractor.swift",
        "Modules/Features/MatchHistory/Entity/MatchHistoryEntity.swift",
        "Modules/Features/MatchHistory/MatchHistoryRouter.swift",
        "Modules/Features/MatchHistory/MatchHistoryBuilder.swift",
        "Modules/Features/MatchHistory/MatchHistory.docc/MatchHistoryFeature.md",
        "Modules/Features/MatchHistory/MatchHistory.docc/CHANGELOG.md",
      ])
  }

  /// LineUI's `ConsoleView` writes messages, errors, questions and titles for every view;
  /// the generated view must use it, not write its own (read from LineUI's source, so a
  /// default added there is covered too).
  @Test func theGeneratedViewLeavesConsoleViewsWorkToLineUI() throws {
    let lineUI = try LocalFileSystem().readFile(
      atPath: Fixtures.repositoryRoot.appendingPathComponent(
        "Modules/Kernel/LineUI/ConsoleView.swift"
      ).path)
    let defaults = lineUI.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "public func ") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != "(" })
    }
    #expect(defaults.contains("displayError") && defaults.contains("displayTitle"))
    let view = try #require(
      ModuleGenerator.templates(for: try ModuleName("MatchHistory")).first {
        $0.path.hasSuffix("/MatchHistoryView.swift")
      })
    #expect(view.contents.contains("final class MatchHistoryView: ModuleView, ConsoleView, "))
    for name in defaults {
      #expect(!view.contents.contains("func \(name)("), "the view writes its own \(name)")
    }
    for call in ["console.line(", "console.lines(", "console.error(", "console.title("] {
      #expect(!view.contents.contains(call), "the view calls \(call) instead of ConsoleView")
    }
  }

  @Test func anExistingModuleIsRefusedAndNothingIsWritten() throws {
    let fileSystem = InMemoryFileSystem([
      "/repo/Package.swift": try Fixtures.text("Generator/Package.swift.txt"),
      "/repo/Modules/Features/Login/LoginView.swift": "",
    ])
    #expect(throws: ArchToolError.self) {
      try ModuleGenerator(fileSystem: fileSystem).generate(try ModuleName("Login"), root: "/repo")
    }
    #expect(fileSystem.files.count == 2)
  }

  /// The repository's files below `folders`, in memory under `/repo`.
  static func repositoryCopy(_ folders: [String]) throws -> InMemoryFileSystem {
    let local = LocalFileSystem()
    let fileSystem = InMemoryFileSystem()
    for folder in folders {
      let path = Fixtures.repositoryRoot.appendingPathComponent(folder).path
      for file in try local.filesRecursively(under: path) {
        try fileSystem.writeFile(
          atPath: "/repo/\(folder)/\(file)", contents: try local.readFile(atPath: path + "/" + file)
        )
      }
    }
    return fileSystem
  }
}
