/// Finds the target of a path: the target with the longest path containing it.
struct TargetLocator {
  struct Placement {
    var target: String
    var module: String
    var isTestTarget: Bool
    /// Where a test file's subject would live, to classify the test by it.
    var subjectPath: String?
  }

  /// The module of files directly in the root (Package.swift).
  static let rootModule = "(root)"

  private let targets: [PackageTarget]
  private let byName: [String: PackageTarget]

  init(package: PackageGraph?) {
    let targets = package?.targets ?? []
    self.targets = targets.sorted { $0.path.count > $1.path.count }
    byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func place(_ path: String) -> Placement {
    guard let target = targets.first(where: { path.hasPrefix($0.path + "/") }) else {
      let folder = path.split(separator: "/").dropLast().joined(separator: "/")
      let name = folder.isEmpty ? Self.rootModule : folder
      return Placement(target: name, module: name, isTestTarget: false)
    }
    guard target.kind == .test, target.name.hasSuffix("Tests"),
      let subject = byName[String(target.name.dropLast(5))]
    else {
      return Placement(target: target.name, module: target.name, isTestTarget: target.kind == .test)
    }
    let subjectPath = subject.path + "/" + String(path.dropFirst(target.path.count + 1))
    return Placement(
      target: target.name, module: subject.name, isTestTarget: true, subjectPath: subjectPath)
  }
}
