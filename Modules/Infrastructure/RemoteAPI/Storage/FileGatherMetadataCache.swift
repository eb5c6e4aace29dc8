import Domain
import Foundation

/// A `GatherMetadataCache` with one small JSON file per server (mode 0600).
///
/// Files are named `gathers-<host>-<port>-<hash>.json` inside `directory`. A file that
/// cannot be read is never overwritten: saving then fails and the file stays as it was.
public final class FileGatherMetadataCache: GatherMetadataCache {
  /// The folder that holds the cache files.
  public let directory: URL
  /// Serialises read-modify-write of a file within this process.
  private let lock = NSLock()

  public init(directory: URL) {
    self.directory = directory
  }

  /// The file that holds `server`'s gathers.
  public func fileURL(for server: URL) -> URL {
    directory.appendingPathComponent("gathers-\(ServerKey.fileStem(for: server)).json")
  }

  public func metadata(for server: URL) throws -> [Gather.ID: GatherMetadata] {
    try lock.withLock {
      var result: [Gather.ID: GatherMetadata] = [:]
      for (key, value) in try load(server).gathers {
        if let id = UUID(uuidString: key) { result[id] = value }
      }
      return result
    }
  }

  public func save(_ metadata: GatherMetadata, for gather: Gather.ID, server: URL) throws {
    try lock.withLock {
      var file = try load(server)
      file.gathers[gather.uuidString] = metadata
      try store(file, server)
    }
  }

  public func remove(_ gather: Gather.ID, server: URL) throws {
    try lock.withLock {
      var file = try load(server)
      guard file.gathers.removeValue(forKey: gather.uuidString) != nil else { return }
      try store(file, server)
    }
  }

  private func load(_ server: URL) throws -> CacheFile {
    guard let data = try PrivateFile.read(fileURL(for: server)) else {
      return CacheFile(server: server.absoluteString)
    }
    return try JSONDecoder().decode(CacheFile.self, from: data)
  }

  private func store(_ file: CacheFile, _ server: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try PrivateFile.write(try encoder.encode(file), to: fileURL(for: server))
  }
}

/// The file's contents; `version` lets later fields (a goal log) be added.
private struct CacheFile: Codable {
  var version = 1
  var server: String
  var gathers: [String: GatherMetadata] = [:]
}
