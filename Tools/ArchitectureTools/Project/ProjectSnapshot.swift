/// One analysed Swift file.
public struct SourceFile: Sendable {
  /// Relative to the scanned root, `/`-separated.
  public var path: String
  /// The SwiftPM target holding it, or its folder when the tree has no Package.swift.
  public var target: String
  /// The module it is reported under: a test target `XTests` is reported under `X`.
  public var module: String
  public var layer: String
  public var isTest: Bool
  public var facts: SourceFacts
  /// FNV-1a hash of the file's bytes, to find files identical across trees.
  public var contentHash: UInt64
}

/// Every Swift file of a tree, analysed and classified.
public struct ProjectSnapshot: Sendable {
  /// The root as given on the command line.
  public var root: String
  public var profile: LayerProfile
  /// The package's targets, when the tree is a SwiftPM package.
  public var package: PackageGraph?
  /// Sorted by path.
  public var files: [SourceFile]
  /// `.swift` files left out because they are not text (NUL bytes or not UTF-8).
  public var binaryFiles: [String] = []

  /// Files of the target named `name`.
  public func files(inTarget name: String) -> [SourceFile] {
    files.filter { $0.target == name }
  }
}

/// FNV-1a, 64 bit: a fast, stable content hash (not for security).
enum ContentHash {
  static func of(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
