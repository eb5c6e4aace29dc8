import ArchitectureTools
import Testing

@Suite("Each built-in profile on its fixture tree")
struct ProfileClassificationTests {
  /// `path -> expected layer` from `Fixtures/Profiles/<profile>.tree`.
  static func expectations(_ profile: String) throws -> [(path: String, layer: String)] {
    try Fixtures.text("Profiles/\(profile).tree").split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .map { line in
        let parts = line.split(separator: " ", omittingEmptySubsequences: true)
        return (String(parts[0]), String(parts[parts.count - 1]))
      }
  }

  @Test(arguments: BuiltInProfiles.all.map(\.name))
  func classifiesEveryFixtureFile(profileName: String) throws {
    let expected = try Self.expectations(profileName)
    let fileSystem = InMemoryFileSystem(
      Dictionary(uniqueKeysWithValues: expected.map { ("/tree/" + $0.path, "") }))
    let profile = try #require(BuiltInProfiles.named(profileName))
    let snapshot = try ProjectScanner(fileSystem: fileSystem).scan(
      root: "/tree", profile: profile, package: nil)
    let layers = Dictionary(uniqueKeysWithValues: snapshot.files.map { ($0.path, $0.layer) })
    for item in expected {
      #expect(layers[item.path] == item.layer, "\(item.path)")
    }
  }

  @Test func otherIsReportedEvenWhenEmptyAndListsItsFiles() throws {
    let fileSystem = InMemoryFileSystem([
      "/t/App/LoginPresenter.swift": "struct A {}\n", "/t/App/Misc.swift": "struct B {}\n",
    ])
    let snapshot = try ProjectScanner(fileSystem: fileSystem).scan(
      root: "/t", profile: BuiltInProfiles.viper, package: nil)
    let header = ReportHeader(version: "1", commit: nil, date: "d")
    let report = MetricsReport(snapshot: snapshot, header: header)
    #expect(report.layers.map(\.name) == ["presenter", "other"])
    #expect(report.otherFiles == ["App/Misc.swift"])
    let clean = try ProjectScanner(
      fileSystem: InMemoryFileSystem(["/t/A/LoginPresenter.swift": ""])
    )
    .scan(root: "/t", profile: BuiltInProfiles.viper, package: nil)
    #expect(MetricsReport(snapshot: clean, header: header).layers.last?.name == "other")
  }
}
