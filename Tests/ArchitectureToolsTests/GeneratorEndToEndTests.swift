import ArchitectureTools
import Foundation
import Testing

/// Generates a module into a trimmed copy of the repository (the real shared kernel and
/// test support, `Fixtures/Generator/Package.swift.txt` as the manifest), then builds its
/// target alone and with everything, runs its tests and checks it (no baseline), with no
/// edit in between. Under a minute on two cores; set ARCHTOOL_SKIP_E2E=1 to skip it while
/// iterating.
@Suite("new-module end to end")
struct GeneratorEndToEndTests {
  static let enabled = ProcessInfo.processInfo.environment["ARCHTOOL_SKIP_E2E"] == nil

  @Test(.enabled(if: enabled, "ARCHTOOL_SKIP_E2E is set"))
  func generatedModuleBuildsPassesItsTestsAndCheck() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("archtool-e2e-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.makeTrimmedRepository(at: root)
    let (environment, output, errors) = Self.realEnvironment()
    let tool = ArchTool(environment: environment)

    #expect(tool.run(["new-module", "MatchHistory", "--path", root]) == 0, "\(errors.text)")
    #expect(output.text.contains("laid out 12 files with swift format"), "\(errors.text)")
    try """
    import LineUI
    import MatchHistoryFeature

    /// Proves the builder is usable from the composition root as generated.
    @MainActor
    func buildMatchHistory(console: Console, router: any MatchHistoryRouter) -> any Screen {
      MatchHistoryBuilder(console: console).build(router: router)
    }

    """.write(
      toFile: root + "/Modules/Composition/AppComposition/Routes.swift", atomically: true,
      encoding: .utf8)

    let runner = SystemProcessRunner()
    // Alone first, as CI builds each feature: a hidden dependency on a sibling fails here.
    let alone = try runner.run(["swift", "build", "--target", "MatchHistoryFeature"], in: root)
    #expect(alone.status == 0, "\(alone.output)\(alone.errorOutput)")
    #expect(!(alone.output + alone.errorOutput).contains("warning:"), "\(alone.output)")
    let build = try runner.run(["swift", "build", "--build-tests"], in: root)
    #expect(build.status == 0, "\(build.output)\(build.errorOutput)")
    #expect(!(build.output + build.errorOutput).contains("warning:"), "\(build.output)")
    let test = try runner.run(["swift", "test", "--skip-build"], in: root)
    let testOutput = test.output + test.errorOutput
    #expect(test.status == 0, "\(testOutput)")
    #expect(testOutput.contains("Test run with 10 tests"), "\(testOutput)")
    // The copied kernel's file names are checked on the real tree (with its baseline);
    // here only the generated module's files must be clean.
    _ = tool.run(["check", root])
    let generated = errors.text.split(separator: "\n").filter {
      $0.contains("MatchHistory") || $0.contains("(new-module")
    }
    #expect(generated.isEmpty, "\(errors.text)")
    #expect(output.text.contains("check: "))
  }

  static func makeTrimmedRepository(at root: String) throws {
    let manager = FileManager.default
    for folder in ["Modules/Kernel", "Modules/Support/TestSupport", "Modules/Support/TestDoubles"] {
      let destination = root + "/" + folder
      try manager.createDirectory(
        atPath: (destination as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try manager.copyItem(
        atPath: Fixtures.repositoryRoot.appendingPathComponent(folder).path, toPath: destination)
    }
    try manager.createDirectory(
      atPath: root + "/Modules/Composition/AppComposition", withIntermediateDirectories: true)
    try Fixtures.text("Generator/Package.swift.txt").write(
      toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
  }

  static func realEnvironment() -> (ToolEnvironment, RecordingStream, RecordingStream) {
    let output = RecordingStream()
    let errors = RecordingStream()
    let environment = ToolEnvironment(
      fileSystem: LocalFileSystem(), processRunner: SystemProcessRunner(), time: SystemTime(),
      output: output, errorOutput: errors, variables: [:], currentDirectory: "/")
    return (environment, output, errors)
  }
}
