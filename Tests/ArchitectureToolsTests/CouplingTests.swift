import ArchitectureTools
import Testing

@Suite("Coupling metrics on a small known graph")
struct CouplingTests {
  /// Core <- Feature -> Helper -> Util; App -> Feature, Core. Core declares 2 protocols
  /// and 2 structs; Helper 1 struct.
  static func snapshot() throws -> ProjectSnapshot {
    let fileSystem = InMemoryFileSystem([
      "/g/Core/Core.swift":
        "public protocol A {}\npublic protocol B {}\nstruct C {}\nstruct D {}\n",
      "/g/Feature/F.swift": "import Core\nimport Helper\nstruct F {}\n",
      "/g/Helper/H.swift": "import Util\nstruct H {}\n",
      "/g/Util/U.swift": "struct U {}\n",
      "/g/App/main.swift": "import Core\nimport Feature\n",
    ])
    let package = PackageGraph(targets: [
      PackageTarget(name: "Core", path: "Core", kind: .library),
      PackageTarget(
        name: "Feature", path: "Feature", kind: .library, dependencies: ["Core", "Helper"]),
      PackageTarget(name: "Helper", path: "Helper", kind: .library, dependencies: ["Util"]),
      PackageTarget(name: "Util", path: "Util", kind: .library),
      PackageTarget(
        name: "App", path: "App", kind: .executable, dependencies: ["Core", "Feature"]),
      PackageTarget(name: "AppTests", path: "Tests/AppTests", kind: .test, dependencies: ["App"]),
    ])
    return try ProjectScanner(fileSystem: fileSystem).scan(
      root: "/g", profile: BuiltInProfiles.viper, package: package)
  }

  static let header = ReportHeader(version: "1.0.0", commit: "abc", date: "2023-11-14T22:13:20Z")

  @Test func martinMetricsPerTarget() throws {
    let report = CouplingAnalyzer().analyze(
      try Self.snapshot(), header: Self.header, withLayers: false)
    let rows = Dictionary(uniqueKeysWithValues: report.targets.map { ($0.name, $0) })
    #expect(report.targets.map(\.name) == ["App", "Core", "Feature", "Helper", "Util"])
    let core = try #require(rows["Core"])
    // Over the public surface (the default): Core offers only its two protocols.
    #expect(
      (core.ca, core.ce, core.instability, core.abstractness, core.distance) == (2, 0, 0, 1, 0))
    let internalCore = try #require(
      CouplingAnalyzer(scope: .internal).analyze(
        try Self.snapshot(), header: Self.header, withLayers: false
      ).targets.first { $0.name == "Core" })
    #expect((internalCore.abstractness, internalCore.distance) == (0.5, 0.5))
    let feature = try #require(rows["Feature"])
    #expect((feature.ca, feature.ce, feature.instability, feature.distance) == (1, 2, 0.67, 0.33))
    let helper = try #require(rows["Helper"])
    #expect((helper.ca, helper.ce, helper.instability) == (1, 1, 0.5))
    #expect(rows["App"]?.instability == 1)
    #expect(rows["Util"]?.distance == 1)
  }

  @Test func aSystemLibraryHasNoAbstractnessOrDistance() throws {
    var snapshot = try Self.snapshot()
    snapshot.package?.targets.append(
      PackageTarget(name: "CSQLite", path: "CSQLite", kind: .system))
    snapshot.package?.targets[0].dependencies.append("CSQLite")
    let report = CouplingAnalyzer().analyze(snapshot, header: Self.header, withLayers: false)
    let library = try #require(report.targets.first { $0.name == "CSQLite" })
    #expect(library.abstractness == nil)
    #expect(library.distance == nil)
    let table = try GraphRenderer().render(report, format: .table)
    #expect(squeezed(table).contains("CSQLite other 1 0 0.00 n/a n/a 0 0\n"))
  }

  @Test func stableDependencyViolationsAndNoCycles() throws {
    let report = CouplingAnalyzer().analyze(
      try Self.snapshot(), header: Self.header, withLayers: false)
    // Every edge points to a target at least as stable as its source.
    #expect(report.stableDependencyViolations.isEmpty)
    #expect(report.cycles.isEmpty)
    #expect(report.edges.allSatisfy { $0.declared })
  }

  @Test func anEdgeToALessStableTargetIsAViolationAndCyclesHaveFullPaths() throws {
    var snapshot = try Self.snapshot()
    var targets = snapshot.package!.targets
    targets.append(
      PackageTarget(name: "Volatile", path: "Volatile", kind: .library, dependencies: ["Util"]))
    for index in targets.indices {
      if targets[index].name == "Core" { targets[index].dependencies = ["Volatile"] }
      if targets[index].name == "Util" { targets[index].dependencies = ["Helper"] }
    }
    snapshot.package = PackageGraph(targets: targets)
    let report = CouplingAnalyzer().analyze(snapshot, header: Self.header, withLayers: false)
    // Core: Ca 2, Ce 1, I 0.33; Volatile: Ca 1, Ce 1, I 0.5.
    let violations = report.stableDependencyViolations.map {
      "\($0.from) \($0.fromInstability) -> \($0.to) \($0.toInstability)"
    }
    #expect(violations == ["Core 0.33 -> Volatile 0.5"])
    #expect(report.cycles == [["Helper", "Util", "Helper"]])
  }

  @Test func mermaidAndDotGroupTargetsAndDrawEdges() throws {
    let report = CouplingAnalyzer().analyze(
      try Self.snapshot(), header: Self.header, withLayers: false)
    let mermaid = try GraphRenderer().render(report, format: .mermaid)
    #expect(mermaid.hasPrefix("graph TD\n  subgraph other\n    App\n"))
    #expect(mermaid.contains("  Feature --> Helper\n"))
    let dot = try GraphRenderer().render(report, format: .dot)
    #expect(dot.contains("  \"App\" -> \"Core\";\n"))
    let json = try GraphRenderer().render(report, format: .json)
    #expect(json.contains("\"schema\" : \"archtool.graph/1\""))
  }
}
