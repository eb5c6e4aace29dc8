import Synchronization

/// Folders the file enumerator could not open, collected from its error handler.
final class FailedFolders: Sendable {
  private let state = Mutex<[String]>([])

  func add(_ path: String) { state.withLock { $0.append(path) } }
  var paths: [String] { state.withLock { $0 } }
}
