/// `archtool new-module`: writes a feature module and its tests, and registers both.
public struct ModuleGenerator: Sendable {
  private let fileSystem: any FileSystem

  /// Creates a generator writing through `fileSystem`.
  public init(fileSystem: any FileSystem) {
    self.fileSystem = fileSystem
  }

  /// Every file of `module`, relative to the repository root, in the order written.
  public func files(for module: ModuleName) -> [(path: String, contents: String)] {
    Self.templates(for: module)
  }

  /// Every file of `module` (what `files(for:)` returns), without a file system.
  public static func templates(for module: ModuleName) -> [(path: String, contents: String)] {
    let templates = ModuleTemplates(module: module)
    let sources = (templates.sources + templates.catalog).map {
      (module.sourcePath + "/" + $0.name, $0.contents)
    }
    let tests = templates.tests.map { (module.testPath + "/" + $0.name, $0.contents) }
    return sources + tests
  }

  /// Writes the module into the repository at `root` and returns the paths written
  /// (Package.swift last). Nothing is written when a check fails first.
  @discardableResult
  public func generate(_ module: ModuleName, root: String) throws -> [String] {
    let manifestPath = root + "/Package.swift"
    let manifest = try plan(module, root: root)
    let files = files(for: module)
    for file in files {
      try fileSystem.writeFile(atPath: root + "/" + file.path, contents: file.contents)
    }
    try fileSystem.writeFile(atPath: manifestPath, contents: manifest)
    return files.map(\.path) + ["Package.swift"]
  }

  /// Every check `generate` makes before writing, and the edited manifest; `--dry-run`
  /// calls it so it refuses exactly what the real run refuses.
  public func plan(_ module: ModuleName, root: String) throws -> String {
    let manifestPath = root + "/Package.swift"
    guard fileSystem.fileExists(atPath: manifestPath) else {
      throw ArchToolError.usage(
        "\(root) has no Package.swift; run new-module at the repository root")
    }
    for folder in [module.sourcePath, module.testPath]
    where fileSystem.fileExists(atPath: root + "/" + folder) {
      throw ArchToolError.usage("\(folder) already exists; choose another name")
    }
    return try ManifestEditor().register(module, in: fileSystem.readFile(atPath: manifestPath))
  }
}
