import Domain

#if canImport(Glibc)
  import Glibc
#endif

/// Checks a database path before SQLite opens it, reading bytes only.
///
/// A file that is not a Football Gather database is refused without a single byte being
/// written and without SQLite creating `-wal` or `-shm` files next to it.
struct StoreFileInspector {
  let knownVersion: Int32
  let applicationID: Int32

  /// Throws for a foreign, corrupt or too new file; creates missing parent folders (`0700`)
  /// and an empty database file (`0600`) otherwise.
  ///
  /// Before SQLite sees the file, a path it could open but not use is refused with its own
  /// message, so nothing is left behind (no `-shm` with surprising modes) and "damaged" is
  /// said only of damaged content: a device, pipe or socket; a read-only or unreadable file;
  /// a read-only folder (SQLite keeps its `-wal` and `-shm` beside the file); a `-wal` or
  /// `-shm` this user may not write.
  func prepare(path: String) throws(FootballGatherError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      guard errno == ENOENT else { throw problem(errno, path: path) }
      try StoreFileModes.createFolders(above: path)
      try StoreFileModes.createFile(at: path)
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw StoreFileError.folder(path: path)
    default: throw StoreFileError.notAFile(path: path)
    }
    guard access(path, R_OK) == 0 else { throw problem(errno, path: path) }
    guard access(path, W_OK) == 0 else {
      throw errno == EROFS
        ? FileProblem.readOnlyDisk(path).storeError : StoreFileError.readOnlyFile(path: path)
    }
    let folder = FilePaths.folder(of: path)
    guard access(folder.isEmpty ? "." : folder, W_OK) == 0 else {
      throw StoreFileError.readOnlyFolder(folder.isEmpty ? "." : folder, path: path)
    }
    for side in [path + "-wal", path + "-shm"] where access(side, F_OK) == 0 {
      guard access(side, R_OK | W_OK) == 0 else { throw StoreFileError.lockedSideFile(side) }
    }
    try inspectExistingFile(at: path)
  }

  private func problem(_ code: Int32, path: String) -> FootballGatherError {
    FileProblem.diagnosing(code, path: path, writing: true).storeError
  }

  private func inspectExistingFile(at path: String) throws(FootballGatherError) {
    let header = try readHeader(of: path)
    guard !header.isEmpty else { return }  // an empty file is an empty SQLite database
    guard let identity = StoreIdentity(header: header) else {
      throw StoreFileError.notSQLite(path: path)
    }
    try identity.validate(path: path, knownVersion: knownVersion, applicationID: applicationID)
  }

  /// The first 100 bytes (SQLite's header), fewer for a shorter file. Read with the C
  /// library, not `FileHandle` and `URL`: Foundation's file and URL code would be loaded
  /// before the first prompt for these bytes alone (about 1 MiB resident, docs/PERFORMANCE.md).
  private func readHeader(of path: String) throws(FootballGatherError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw StoreFileError.unreadable(path: path, reason: "the file could not be read")
    }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 100)
    var filled = 0
    while filled < header.count {
      let count = header.withUnsafeMutableBytes { buffer in
        let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])
        return read(descriptor, rest.baseAddress, rest.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw StoreFileError.unreadable(path: path, reason: "the file could not be read")
      }
      if count == 0 { break }
      filled += count
    }
    return Array(header[..<filled])
  }
}
