/// The file operations archtool needs, so the library can run on an in-memory tree.
public protocol FileSystem: Sendable {
  func readFile(atPath path: String) throws -> String
  func writeFile(atPath path: String, contents: String) throws
  func fileExists(atPath path: String) -> Bool
  func isDirectory(atPath path: String) -> Bool
  /// Regular files below `path` as relative `/`-separated paths, sorted; folders whose
  /// name starts with `.` (`.build`, `.git`) are skipped.
  func filesRecursively(under path: String) throws -> [String]
  func createDirectory(atPath path: String) throws
  func removeItem(atPath path: String) throws
  /// Sets the file's modification date to now, as `touch` does.
  func touch(atPath path: String) throws
  /// The file's bytes as they are (no decoding).
  func readBytes(atPath path: String) throws -> [UInt8]
  /// `filesRecursively`, plus the folders below `path` that could not be listed.
  func listing(under path: String) throws -> (files: [String], unreadable: [String])
}

extension FileSystem {
  public func readBytes(atPath path: String) throws -> [UInt8] {
    Array(try readFile(atPath: path).utf8)
  }

  public func listing(under path: String) throws -> (files: [String], unreadable: [String]) {
    (try filesRecursively(under: path), [])
  }
}
