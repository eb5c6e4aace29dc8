import Foundation

/// One SwiftPM target.
public struct PackageTarget: Sendable, Hashable, Codable {
  /// What sort of target it is.
  public enum Kind: String, Sendable, Hashable, Codable {
    case library
    case executable
    case test
    case system
    case other
  }

  public var name: String
  /// Relative to the package root, `/`-separated.
  public var path: String
  public var kind: Kind
  /// Names of the targets it depends on directly.
  public var dependencies: [String]

  /// Creates a target.
  public init(name: String, path: String, kind: Kind, dependencies: [String] = []) {
    self.name = name
    self.path = path
    self.kind = kind
    self.dependencies = dependencies
  }
}

/// The targets of a package, as `swift package describe --type json` reports them.
public struct PackageGraph: Sendable, Hashable {
  public var targets: [PackageTarget]

  /// Creates a graph; targets are kept sorted by name.
  public init(targets: [PackageTarget]) {
    self.targets = targets.sorted { $0.name < $1.name }
  }

  /// The target named `name`.
  public func target(named name: String) -> PackageTarget? {
    targets.first { $0.name == name }
  }

  /// Decodes the output of `swift package describe --type json`.
  public static func decode(describeJSON: String) throws -> PackageGraph {
    struct Description: Decodable {
      struct Target: Decodable {
        var name: String
        var path: String
        var type: String
        var target_dependencies: [String]?
      }
      var targets: [Target]
    }
    let data = Data(describeJSON.utf8)
    guard let description = try? JSONDecoder().decode(Description.self, from: data) else {
      throw ArchToolError.format("not the JSON of `swift package describe --type json`")
    }
    return PackageGraph(
      targets: description.targets.map { target in
        PackageTarget(
          name: target.name, path: target.path, kind: Self.kind(target.type),
          dependencies: target.target_dependencies ?? [])
      })
  }

  static func kind(_ type: String) -> PackageTarget.Kind {
    switch type {
    case "library", "regular": return .library
    case "executable": return .executable
    case "test": return .test
    case "system-target": return .system
    default: return .other
    }
  }
}

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

extension String {
  var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
