/// Applies a profile's ordered rules to file paths.
///
/// A test file (its name ends in `Tests`, `Test`, `Spec` or `Specs`, or a folder on its
/// path ends in `Tests`) is classified by the name of what it tests:
/// `PlayerListPresenterTests.swift` is a presenter test.
public struct LayerClassifier: Sendable {
  static let testSuffixes = ["Tests", "Test", "Specs", "Spec"]

  public let profile: LayerProfile
  private let globs: [GlobPattern?]

  /// Creates a classifier for `profile`.
  public init(profile: LayerProfile) {
    self.profile = profile
    globs = profile.rules.map { $0.path.map(GlobPattern.init) }
  }

  /// Whether `path` (relative, `/`-separated) is a test file.
  public static func isTest(path: String) -> Bool {
    let parts = path.split(separator: "/")
    let stem = Self.stem(of: path)
    if testSuffixes.contains(where: { stem.hasSuffix($0) && stem != $0 }) { return true }
    return parts.dropLast().contains { $0.hasSuffix("Tests") || $0.hasSuffix("Specs") }
  }

  /// The file name without folders and without `.swift`.
  public static func stem(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }

  /// The name rules match: the stem up to a `+`, so the Swift convention for extension
  /// files keeps `PlayerListPresenter+Selection.swift` with the presenter.
  static func roleStem(_ stem: String) -> String {
    guard let plus = stem.firstIndex(of: "+"), plus != stem.startIndex else { return stem }
    return String(stem[..<plus])
  }

  /// The stem of a test file with its test suffix removed: `PlayerPresenterTests` ->
  /// `PlayerPresenter`.
  public static func subjectStem(of path: String) -> String {
    let stem = stem(of: path)
    for suffix in testSuffixes where stem.hasSuffix(suffix) && stem != suffix {
      return String(stem.dropLast(suffix.count))
    }
    return stem
  }

  /// Whether `facts` declare a type inheriting from `base`, or extend `base`.
  static func declares(_ facts: SourceFacts, inheriting base: String) -> Bool {
    facts.typeDeclarations.contains {
      $0.inherits.contains(base) || ($0.kind == .extension && $0.name == base)
    }
  }

  /// The classification of `path`; `subjectPath` stands in for a test file's path when
  /// the tested module is known (`Modules/Features/Login/LoginPresenter.swift`).
  public func classify(path: String, subjectPath: String? = nil, facts: SourceFacts? = nil)
    -> Classification
  {
    let isTest = Self.isTest(path: path)
    let effectivePath = subjectPath ?? path
    let stem = Self.roleStem(
      isTest ? Self.subjectStem(of: effectivePath) : Self.stem(of: effectivePath))
    let folders = effectivePath.split(separator: "/").dropLast().map { $0.lowercased() }
    for (index, rule) in profile.rules.enumerated() {
      if let suffix = rule.suffix, !stem.hasSuffix(suffix) { continue }
      if let folder = rule.folder, !folders.contains(folder.lowercased()) { continue }
      if let glob = globs[index], !glob.matches(effectivePath) { continue }
      if let base = rule.inherits {
        guard !isTest, let facts, Self.declares(facts, inheriting: base) else { continue }
      }
      let subject = isTest ? "tests \(stem): " : ""
      return Classification(layer: rule.layer, isTest: isTest, rule: subject + rule.summary)
    }
    return Classification(layer: LayerProfile.otherLayer, isTest: isTest)
  }
}
