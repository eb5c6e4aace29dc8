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
    let listing = try fileSystem.listing(under: root)
    let paths = listing.files.filter { $0.hasSuffix(".swift") }
    var files: [SourceFile] = []
    var binary: [String] = []
    var latin1: [String] = []
    var unreadable = listing.unreadable
    files.reserveCapacity(paths.count)
    for path in paths {
      guard var bytes = try? fileSystem.readBytes(atPath: root + "/" + path) else {
        unreadable.append(path)
        continue
      }
      if bytes.contains(0) {
        binary.append(path)
        continue
      }
      if !Self.isUTF8(bytes) {
        latin1.append(path)
        bytes = Self.utf8(latin1: bytes)
      }
      let placement = locator.place(path)
      let facts = analyzer.analyze(bytes: bytes)
      let classification = classifier.classify(
        path: path, subjectPath: placement.subjectPath, facts: facts)
      var file = SourceFile(
        path: path, target: placement.target, module: placement.module,
        layer: classification.layer,
        isTest: classification.isTest || placement.isTestTarget,
        facts: facts, contentHash: ContentHash.of(bytes))
      file.placement = classification.rule
      files.append(file)
    }
    if profile.infersFromUse == true { LayerInference.classify(&files) }
    TestSubjects(files: files).classify(&files)
    var snapshot = ProjectSnapshot(
      root: root, profile: profile, package: package, files: files, binaryFiles: binary)
    snapshot.latin1Files = latin1
    snapshot.unreadable = unreadable
    return snapshot
  }

  /// Whether `bytes` are valid UTF-8.
  static func isUTF8(_ bytes: [UInt8]) -> Bool {
    // Decoded scalar by scalar, so no second copy of a large file is made.
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// Latin-1 bytes as UTF-8: each byte is the code point of the same number.
  static func utf8(latin1 bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      if byte < 0x80 {
        result.append(byte)
      } else {
        result.append(0xC0 | (byte >> 6))
        result.append(0x80 | (byte & 0x3F))
      }
    }
    return result
  }
}
