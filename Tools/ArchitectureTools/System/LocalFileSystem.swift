import Foundation

/// The real file system, through `FileManager`.
public struct LocalFileSystem: FileSystem {
  /// Creates the file system.
  public init() {}

  public func readFile(atPath path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ArchToolError.file("cannot read \(path)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  public func writeFile(atPath path: String, contents: String) throws {
    let folder = ModuleMap.folder(of: path)
    if !folder.isEmpty { try createDirectory(atPath: folder) }
    guard FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)) else {
      throw ArchToolError.file("cannot write \(path)")
    }
  }

  public func fileExists(atPath path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  public func isDirectory(atPath path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  public func filesRecursively(under path: String) throws -> [String] {
    try listing(under: path).files
  }

  /// Regular files below `path` (a symbolic link to a folder is followed at the root), and
  /// the folders that could not be read.
  public func listing(under path: String) throws -> (files: [String], unreadable: [String]) {
    let root = URL(fileURLWithPath: path, isDirectory: true).resolvingSymlinksInPath()
    let prefix = root.standardizedFileURL.path.count + 1
    let failures = FailedFolders()
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
        options: [.skipsHiddenFiles],
        errorHandler: { url, _ in
          failures.add(String(url.standardizedFileURL.path.dropFirst(prefix)))
          return true
        })
    else { throw ArchToolError.file("cannot list \(path)") }
    var files: [String] = []
    for case let url as URL in enumerator {
      let values = try url.resourceValues(forKeys: [.isRegularFileKey])
      guard values.isRegularFile == true else { continue }
      files.append(String(url.standardizedFileURL.path.dropFirst(prefix)))
    }
    return (files.sorted(), failures.paths.sorted())
  }

  /// The file's bytes, read straight into one array (no second copy).
  public func readBytes(atPath path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw ArchToolError.file("cannot read \(path)") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw ArchToolError.file("cannot read \(path)") }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + filled, $0.count - filled)
      }
      guard count > 0 else { break }
      filled += count
    }
    if filled < bytes.count { bytes.removeLast(bytes.count - filled) }
    return bytes
  }

  public func createDirectory(atPath path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  public func removeItem(atPath path: String) throws {
    if FileManager.default.fileExists(atPath: path) {
      try FileManager.default.removeItem(atPath: path)
    }
  }

  public func touch(atPath path: String) throws {
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
  }
}
