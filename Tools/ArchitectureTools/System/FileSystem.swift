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
}
