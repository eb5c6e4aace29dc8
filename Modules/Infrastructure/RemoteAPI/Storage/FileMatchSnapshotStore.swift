import Domain
import Foundation

/// The match in progress in remote mode: the web service keeps no such thing, so it is
/// saved on every change in a private local file per server and user, and survives a
/// crash or a kill as it does with the embedded database.
public struct FileMatchSnapshotStore: MatchSnapshotService {
  /// The file that holds the snapshot.
  public let fileURL: URL

  public init(directory: URL, server: URL, user: User) {
    fileURL = directory.appendingPathComponent(
      "match-\(ServerKey.fileStem(for: server))-\(user.id.uuidString).json")
  }

  public func saveSnapshot(_ snapshot: MatchSnapshot) async throws(FootballGatherError) {
    do {
      try PrivateFile.write(try JSONEncoder().encode(snapshot), to: fileURL)
    } catch {
      throw FootballGatherError.storage(
        "the match could not be saved: \(StorageText.describe(error))")
    }
  }

  public func loadSnapshot() async throws(FootballGatherError) -> MatchSnapshot? {
    do {
      guard let data = try PrivateFile.read(fileURL) else { return nil }
      return try JSONDecoder().decode(MatchSnapshot.self, from: data)
    } catch {
      throw FootballGatherError.storage(
        "the saved match could not be read: \(StorageText.describe(error))")
    }
  }

  public func discardSnapshot() async throws(FootballGatherError) {
    guard unlink(fileURL.path) == 0 || errno == ENOENT else {
      throw FootballGatherError.storage(
        "the saved match could not be removed: \(String(cString: strerror(errno)))")
    }
  }
}
