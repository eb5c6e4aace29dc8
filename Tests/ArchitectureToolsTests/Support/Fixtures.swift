import ArchitectureTools
import Foundation

/// The fixture trees under `Tests/ArchitectureToolsTests/Fixtures`.
///
/// Fixture sources are stored as `.swift.txt` so nothing compiles or counts them in this
/// repository; loading drops the `.txt`.
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The repository root (for tests that read the real Package.swift or sources).
  static let repositoryRoot = folder.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  /// The fixture tree `name` as an in-memory file system rooted at `/fixture`.
  static func tree(_ name: String) throws -> InMemoryFileSystem {
    let root = folder.appendingPathComponent(name)
    let paths = try LocalFileSystem().filesRecursively(under: root.path)
    var files: [String: String] = [:]
    for path in paths {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      let name = path.hasSuffix(".swift.txt") ? String(path.dropLast(4)) : path
      files["/fixture/" + name] = text
    }
    return InMemoryFileSystem(files)
  }

  /// An environment over `fileSystem` with recorded streams, current directory `/`.
  static func environment(
    _ fileSystem: any FileSystem, runner: FakeProcessRunner = FakeProcessRunner(),
    variables: [String: String] = ["SOURCE_DATE_EPOCH": "1700000000"]
  ) -> (ToolEnvironment, RecordingStream, RecordingStream) {
    let output = RecordingStream()
    let errors = RecordingStream()
    let environment = ToolEnvironment(
      fileSystem: fileSystem, processRunner: runner, time: SteppingTime(), output: output,
      errorOutput: errors, variables: variables, currentDirectory: "/")
    return (environment, output, errors)
  }

  /// What `check` says of `files` (paths below a repository root, this repository's
  /// profile): the rule tests' one way to run the checker over an in-memory tree.
  static func diagnostics(of files: [String: String]) throws -> [Diagnostic] {
    let fileSystem = InMemoryFileSystem(
      Dictionary(uniqueKeysWithValues: files.map { ("/repo/" + $0.key, $0.value) }))
    let snapshot = try ProjectScanner(fileSystem: fileSystem).scan(
      root: "/repo", profile: BuiltInProfiles.footballGather, package: nil)
    return Checker().check(snapshot)
  }
}
