import Foundation

/// Files only their owner may read: written whole (a temporary file renamed over the old
/// one, so a crash never leaves half a file) with mode 0600, in a folder with mode 0700.
enum PrivateFile {
  /// A failed file operation, with the path and the system's reason.
  struct Failure: Error, CustomStringConvertible {
    let description: String

    init(_ action: String, _ url: URL, reason: String) {
      description = "could not \(action) \(url.path): \(reason)"
    }

    init(_ action: String, _ url: URL, code: Int32 = errno) {
      self.init(action, url, reason: String(cString: strerror(code)))
    }
  }

  /// The file's contents, or `nil` when there is no such file.
  static func read(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw Failure("read", url, reason: error.localizedDescription)
    }
  }

  /// Replaces the file's contents; the file ends with mode 0600 whatever it had before.
  static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw Failure("create the folder", folder, reason: error.localizedDescription)
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Failure("create", temporary) }
    var written = 0
    let complete = data.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let count = Foundation.write(
          descriptor, buffer.baseAddress! + written, buffer.count - written)
        guard count > 0 else { return false }
        written += count
      }
      return fsync(descriptor) == 0
    }
    let writeError = errno
    close(descriptor)
    guard complete, rename(temporary.path, url.path) == 0 else {
      let failure = Failure("write", url, code: complete ? errno : writeError)
      unlink(temporary.path)
      throw failure
    }
  }

  /// Deletes the file; nothing happens when there is none.
  static func remove(_ url: URL) throws {
    guard unlink(url.path) == 0 || errno == ENOENT else { throw Failure("delete", url) }
  }
}
