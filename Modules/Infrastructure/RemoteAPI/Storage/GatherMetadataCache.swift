import Domain
import Foundation

/// A local record of `GatherMetadata`, kept per server and gather id.
public protocol GatherMetadataCache: Sendable {
  /// Everything known about `server`'s gathers, by gather id.
  func metadata(for server: URL) throws -> [Gather.ID: GatherMetadata]
  /// Replaces what is known about one gather.
  func save(_ metadata: GatherMetadata, for gather: Gather.ID, server: URL) throws
  /// Forgets one gather; nothing happens when it is not known.
  func remove(_ gather: Gather.ID, server: URL) throws
}
