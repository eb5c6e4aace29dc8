/// Folders as modules, for trees without a Package.swift (`graph --modules DEPTH|LIST`):
/// each file belongs to the folder of its first DEPTH path components (or to the first
/// listed folder holding it), and module A depends on module B when a file of A mentions
/// a type declared at the top level of a file of B (a name, a conformance, an extension).
public struct FolderModules: Sendable {
  /// How files are grouped.
  public enum Grouping: Sendable, Equatable {
    case depth(Int)
    case folders([String])
  }

  public let grouping: Grouping

  /// Creates the grouping from `--modules`'s value: a positive number or a comma list.
  public init(argument: String) throws {
    if let depth = Int(argument) {
      guard depth > 0 else {
        throw ArchToolError.usage("--modules takes a depth of 1 or more, or a list of folders")
      }
      grouping = .depth(depth)
      return
    }
    let folders = argument.split(separator: ",").map {
      String($0).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["/"])
    }.filter { !$0.isEmpty }
    guard !folders.isEmpty else {
      throw ArchToolError.usage("--modules takes a depth (2) or folders (App/Login,App/List)")
    }
    grouping = .folders(folders.sorted { $0.count > $1.count })
  }

  /// The module of `path`, or nil when no listed folder holds it.
  public func module(of path: String) -> String? {
    let folders = path.split(separator: "/").dropLast().map(String.init)
    switch grouping {
    case .depth(let depth):
      return folders.isEmpty
        ? TargetLocator.rootModule : folders.prefix(depth).joined(separator: "/")
    case .folders(let listed):
      return listed.first { path.hasPrefix($0 + "/") }
    }
  }

  /// `snapshot` with every file's target and module set to its folder module (files no
  /// module holds are left out) and a package graph whose dependencies are the
  /// references between modules.
  public func apply(to snapshot: ProjectSnapshot, includeTests: Bool) -> ProjectSnapshot {
    var files: [SourceFile] = []
    for var file in snapshot.files where includeTests || !file.isTest {
      guard let module = module(of: file.path) else { continue }
      file.target = module
      file.module = module
      files.append(file)
    }
    var declaredIn: [String: Set<String>] = [:]
    for file in files where !file.isTest {
      for declaration in file.facts.typeDeclarations
      where declaration.kind.declaresType && declaration.depth == 0 {
        declaredIn[declaration.name, default: []].insert(file.target)
      }
    }
    var dependencies: [String: Set<String>] = [:]
    for file in files {
      dependencies[file.target, default: []].formUnion([])
      let own = Set(file.facts.typeDeclarations.map(\.name))
      for name in file.facts.references.keys where !own.contains(name) {
        let modules = declaredIn[name] ?? []
        guard !modules.contains(file.target) else { continue }
        dependencies[file.target, default: []].formUnion(modules)
      }
    }
    var copy = snapshot
    copy.files = files
    copy.package = PackageGraph(
      targets: dependencies.keys.sorted().map { name in
        PackageTarget(
          name: name, path: name, kind: .library,
          dependencies: dependencies[name, default: []].sorted())
      })
    return copy
  }
}
