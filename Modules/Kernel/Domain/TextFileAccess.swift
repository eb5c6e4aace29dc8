/// Whole text files by path: where the roster is exported to and imported from.
///
/// The composition root provides the real files; tests use an in-memory double.
/// Errors say which file and what went wrong.
public protocol TextFileAccess: Sendable {
  func readText(at path: String) throws(FootballGatherError) -> String
  func writeText(_ text: String, to path: String) throws(FootballGatherError)
  /// Whether a file is at `path` already (a folder is not a file): an export asks before
  /// replacing it.
  func fileExists(at path: String) -> Bool
}
