/// Walks a tree, analyses every `.swift` file and assigns it a target, module and layer.
public struct ProjectScanner: Sendable {
  private let fileSystem: any FileSystem
  private let analyzer = SourceAnalyzer()

  /// Creates a scanner reading through `fileSystem`.
  public init(fileSystem: any FileSystem) {
    self.fileSystem = fileSystem
  }

  /// Scans `root` with `profile`; `package` maps files to targets when given.
  public func scan(root: String, profile: LayerProfile, package: PackageGraph?) throws
    -> ProjectSnapshot
  {
    guard fileSystem.fileExists(atPath: root) else {
      throw ArchToolError.usage("\(root) does not exist; give the root of a source tree")
    }
    guard fileSystem.isDirectory(atPath: root) else {
      throw ArchToolError.usage("\(root) is a file, not a folder; give the root of a source tree")
    }
    let classifier = LayerClassifier(profile: profile)
    let locator = TargetLocator(package: package)
    let paths = try fileSystem.filesRecursively(under: root).filter { $0.hasSuffix(".swift") }
    var files: [SourceFile] = []
    var binary: [String] = []
    files.reserveCapacity(paths.count)
    for path in paths {
      let text = try fileSystem.readFile(atPath: root + "/" + path)
      if Self.looksBinary(text) {
        binary.append(path)
        continue
      }
      let placement = locator.place(path)
      let facts = analyzer.analyze(text)
      let classification = classifier.classify(
        path: path, subjectPath: placement.subjectPath, facts: facts)
      var file = SourceFile(
        path: path, target: placement.target, module: placement.module,
        layer: classification.layer,
        isTest: classification.isTest || placement.isTestTarget,
        facts: facts, contentHash: ContentHash.of(text))
      file.placement = classification.rule
      files.append(file)
    }
    if profile.infersFromUse == true { LayerInference.classify(&files) }
    TestSubjects(files: files).classify(&files)
    return ProjectSnapshot(
      root: root, profile: profile, package: package, files: files, binaryFiles: binary)
  }

  /// Whether `text` is not Swift source: a NUL byte, or bytes that were not UTF-8
  /// (decoded as U+FFFD).
  static func looksBinary(_ text: String) -> Bool {
    text.utf8.contains(0) || text.unicodeScalars.contains("\u{FFFD}")
  }
}
