import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who may read the store's files: only their owner, whatever the umask.
///
/// The database holds password hashes, so folders the store creates are `0700` and the
/// database file `0600`. SQLite gives its `-wal` and `-shm` files the database file's mode,
/// so they are `0600` too.
enum StoreFileModes {
  static let folder: mode_t = 0o700
  static let file: mode_t = 0o600

  /// Creates every missing folder above `path` with mode `0700`; existing folders keep theirs.
  static func createFolders(above path: String) throws(FootballGatherError) {
    var missing: [String] = []
    var folder = FilePaths.folder(of: path)
    while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
      missing.append(folder)
      folder = FilePaths.folder(of: folder)
    }
    for folder in missing.reversed() {
      guard mkdir(folder, Self.folder) == 0 || errno == EEXIST, chmod(folder, Self.folder) == 0
      else {
        throw FileProblem.diagnosing(errno, path: folder + "/", writing: true).storeError
      }
    }
  }

  /// Creates the empty database file with mode `0600`, so SQLite never creates it wider.
  static func createFile(at path: String) throws(FootballGatherError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Self.file)
    guard descriptor >= 0 else {
      guard errno == EEXIST else {
        throw FileProblem.diagnosing(errno, path: path, writing: true).storeError
      }
      return
    }
    defer { close(descriptor) }
    guard fchmod(descriptor, Self.file) == 0 else {
      throw .storage("cannot protect '\(path)': \(String(cString: strerror(errno)))")
    }
  }

  /// Narrows an existing database and its side files to `0600` (a file from an older
  /// version may be readable by others).
  static func restrict(path: String) {
    for file in [path, path + "-wal", path + "-shm"] {
      var status = stat()
      guard stat(file, &status) == 0, status.st_mode & 0o077 != 0 else { continue }
      _ = chmod(file, status.st_mode & 0o700)
    }
  }
}
