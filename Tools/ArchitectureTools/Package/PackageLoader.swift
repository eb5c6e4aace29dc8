/// Finds a package's targets.
public struct PackageLoader: Sendable {
  private let fileSystem: any FileSystem
  private let processRunner: any ProcessRunning

  /// Creates a loader.
  public init(fileSystem: any FileSystem, processRunner: any ProcessRunning) {
    self.fileSystem = fileSystem
    self.processRunner = processRunner
  }

  /// The package at `root`: from `describeFile` if given, else by running
  /// `swift package describe --type json`. Nil when `root` has no Package.swift.
  public func load(root: String, describeFile: String? = nil) throws -> PackageGraph? {
    if let describeFile {
      return try PackageGraph.decode(describeJSON: fileSystem.readFile(atPath: describeFile))
    }
    guard fileSystem.fileExists(atPath: root + "/Package.swift") else { return nil }
    let result = try processRunner.run(
      ["swift", "package", "describe", "--type", "json"], in: root)
    guard result.status == 0 else {
      throw ArchToolError.process(
        "`swift package describe` failed in \(root): \(result.errorOutput.trimmed)")
    }
    return try PackageGraph.decode(describeJSON: result.output)
  }

  /// The package at `root` read from Package.swift by the lexer, without running
  /// SwiftPM: names, paths and literal dependencies only (fast, for `report`).
  public func scan(root: String) throws -> PackageGraph? {
    let manifest = root + "/Package.swift"
    guard fileSystem.fileExists(atPath: manifest) else { return nil }
    return ManifestScanner().scan(try fileSystem.readFile(atPath: manifest))
  }
}
