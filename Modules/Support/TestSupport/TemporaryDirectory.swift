import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
  public let url: URL

  public init(prefix: String = "footballgather-tests") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the folder.
  public func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
