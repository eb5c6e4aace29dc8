import Domain
import Synchronization

/// Text files in memory, by path: what export writes and import reads. A path under
/// `/read-only/` refuses writes, so a test can see a failed export.
public final class InMemoryTextFiles: TextFileAccess {
  private let files: Mutex<[String: String]>

  public init(_ files: [String: String] = [:]) {
    self.files = Mutex(files)
  }

  /// The text at `path`; setting it writes a file for a test to import.
  public subscript(path: String) -> String? {
    get { files.withLock { $0[path] } }
    set { files.withLock { $0[path] = newValue } }
  }

  public func readText(at path: String) throws(FootballGatherError) -> String {
    guard let text = self[path] else {
      throw .notFound("the file '\(path)'")
    }
    return text
  }

  public func writeText(_ text: String, to path: String) throws(FootballGatherError) {
    guard !path.hasPrefix("/read-only/") else {
      throw .storage("cannot write '\(path)': permission denied")
    }
    files.withLock { $0[path] = text }
  }

  public func fileExists(at path: String) -> Bool {
    self[path] != nil
  }
}
