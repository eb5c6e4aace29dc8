import Foundation

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
