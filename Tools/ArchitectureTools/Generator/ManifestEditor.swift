/// Registers a feature module in Package.swift at the `// new-module:` markers.
public struct ManifestEditor: Sendable {
  public static let featuresMarker = "// new-module: features"
  public static let stanzasMarker = "// new-module: stanzas"

  /// Creates an editor.
  public init() {}

  /// `manifest` with the module's name added to `featureModules` and its stanza
  /// (source target and test target) added before the stanza marker.
  public func register(_ module: ModuleName, in manifest: String) throws -> String {
    guard !manifest.contains("\"\(module.target)\"") else {
      throw ArchToolError.usage("Package.swift already has a target \(module.target)")
    }
    var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let features = lines.firstIndex(where: { $0.trimmed == Self.featuresMarker }),
      let stanzas = lines.firstIndex(where: { $0.trimmed == Self.stanzasMarker }),
      features < stanzas
    else {
      throw ArchToolError.format(
        "Package.swift needs the lines `\(Self.featuresMarker)` (in the featureModules list) "
          + "and `\(Self.stanzasMarker)` (after the feature stanzas)")
    }
    let indent = String(lines[features].prefix { $0 == " " })
    lines.insert(contentsOf: stanza(module), at: stanzas)
    lines.insert("\(indent)\"\(module.target)\",", at: features)
    return lines.joined(separator: "\n")
  }

  func stanza(_ module: ModuleName) -> [String] {
    [
      "package.targets += [",
      "  .target(",
      "    name: \"\(module.target)\", dependencies: [\"Domain\", \"LineUI\"],",
      "    path: \"\(module.sourcePath)\"),",
      "  .testTarget(",
      "    name: \"\(module.testTarget)\",",
      "    dependencies: [\"\(module.target)\", \"TestSupport\", \"TestDoubles\"],",
      "    path: \"\(module.testPath)\"),",
      "]",
      "",
    ]
  }
}
