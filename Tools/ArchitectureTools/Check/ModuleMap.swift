/// Which module (screen) each file belongs to, to tell a role of its own module from
/// another module's.
///
/// In a SwiftPM package a module is a target. In a tree without a Package.swift it is the
/// nearest folder, from the file's own upwards, that directly holds a file of an assembly
/// layer (`LoginModule.swift`, a builder or configurator): so
/// `Modules/PlayerList/Cells/PlayerCell.swift` is in module `Modules/PlayerList`. A file
/// with no such folder above it is its own folder's module.
struct ModuleMap {
  private let assemblyFolders: Set<String>
  private let usesTargets: Bool
  private let targets: [String: String]

  init(snapshot: ProjectSnapshot, assemblyLayers: Set<String>) {
    usesTargets = snapshot.package != nil
    targets = Dictionary(
      snapshot.files.map { ($0.path, $0.target) }, uniquingKeysWith: { first, _ in first })
    assemblyFolders = Set(
      snapshot.files.filter { assemblyLayers.contains($0.layer) && !$0.isTest }.map {
        Self.folder(of: $0.path)
      })
  }

  /// The folder holding `path` (`""` for a bare name, `"/"` at the root), by hand: no
  /// Foundation path API (`NSString`'s traps on a one-character path).
  static func folder(of path: String) -> String {
    let folder = path.split(separator: "/").dropLast().joined(separator: "/")
    return path.hasPrefix("/") ? "/" + folder : folder
  }

  /// The module of the file at `path`.
  func module(of path: String) -> String {
    if usesTargets, let target = targets[path] { return target }
    var folder = Self.folder(of: path)
    while !folder.isEmpty {
      if assemblyFolders.contains(folder) { return folder }
      folder = Self.folder(of: folder)
    }
    return Self.folder(of: path)
  }
}
