import Foundation

/// A file's bytes and whether SQLite's side files exist next to it.
struct FileSnapshot: Equatable {
  let bytes: Data
  let hasWriteAheadLog: Bool
  let hasSharedMemory: Bool

  init(path: String) throws {
    bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    hasWriteAheadLog = FileManager.default.fileExists(atPath: path + "-wal")
    hasSharedMemory = FileManager.default.fileExists(atPath: path + "-shm")
  }
}
