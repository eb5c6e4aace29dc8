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
  /// `.swift` files that are not UTF-8: counted, read as Latin-1 (as cloc counts them).
  public var latin1Files: [String] = []
  /// Folders and files that could not be read: left out, with a warning.
  public var unreadable: [String] = []

  /// Files of the target named `name`.
  public func files(inTarget name: String) -> [SourceFile] {
    files.filter { $0.target == name }
  }
}
