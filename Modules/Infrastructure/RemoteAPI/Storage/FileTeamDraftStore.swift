import Domain
import Foundation

/// The next gather's picks and teams in remote mode: the web service keeps no such thing, so
/// they are saved as they change in a private local file per server and user, beside the
/// match in progress (`FileMatchSnapshotStore`), and survive closing the terminal.
public struct FileTeamDraftStore: TeamDraftService {
  /// The file that holds the draft.
  public let fileURL: URL

  public init(directory: URL, server: URL, user: User) {
    fileURL = directory.appendingPathComponent(
      "teams-\(ServerKey.fileStem(for: server))-\(user.id.uuidString).json")
  }

  public func saveDraft(_ draft: TeamDraft) async throws(FootballGatherError) {
    guard !draft.isEmpty else { return try await discardDraft() }
    do {
      try PrivateFile.write(try JSONEncoder().encode(draft), to: fileURL)
    } catch {
      throw FootballGatherError.storage(
        "the teams could not be saved: \(StorageText.describe(error))")
    }
  }

  public func loadDraft() async throws(FootballGatherError) -> TeamDraft? {
    do {
      guard let data = try PrivateFile.read(fileURL) else { return nil }
      return try JSONDecoder().decode(TeamDraft.self, from: data)
    } catch {
      throw FootballGatherError.storage(
        "the kept teams could not be read: \(StorageText.describe(error))")
    }
  }

  public func discardDraft() async throws(FootballGatherError) {
    guard unlink(fileURL.path) == 0 || errno == ENOENT else {
      throw FootballGatherError.storage(
        "the kept teams could not be removed: \(String(cString: strerror(errno)))")
    }
  }
}
