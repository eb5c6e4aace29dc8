import Domain
import Foundation

/// Checks a database path before SQLite opens it, reading bytes only.
///
/// A file that is not a Football Gather database is refused without a single byte being
/// written and without SQLite creating `-wal` or `-shm` files next to it.
struct StoreFileInspector {
  let knownVersion: Int32
  let applicationID: Int32

  /// Throws for a foreign, corrupt or too new file; creates missing parent folders (`0700`)
  /// and an empty database file (`0600`) otherwise.
  func prepare(path: String) throws(FootballGatherError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard !isFolder.boolValue else { throw StoreFileError.folder(path: path) }
      try inspectExistingFile(at: path)
    } else {
      try StoreFileModes.createFolders(above: path)
      try StoreFileModes.createFile(at: path)
    }
  }

  private func inspectExistingFile(at path: String) throws(FootballGatherError) {
    let header = try readHeader(of: path)
    guard !header.isEmpty else { return }  // an empty file is an empty SQLite database
    guard let identity = StoreIdentity(header: header) else {
      throw StoreFileError.notSQLite(path: path)
    }
    try identity.validate(path: path, knownVersion: knownVersion, applicationID: applicationID)
  }

  private func readHeader(of path: String) throws(FootballGatherError) -> [UInt8] {
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      return Array(try handle.read(upToCount: 100) ?? Data())
    } catch {
      throw StoreFileError.unreadable(path: path, reason: error.localizedDescription)
    }
  }
}
