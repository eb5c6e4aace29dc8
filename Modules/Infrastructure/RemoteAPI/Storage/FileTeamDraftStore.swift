import Domain
import Foundation

/// The next gather's picks and teams in remote mode: the web service keeps no such thing, so
/// they are saved as they change in two private local files per server and user (the picks,
/// the teams: each written whole by the one screen that changes it), beside the match in
/// progress (`FileMatchSnapshotStore`), and survive closing the terminal.
public struct FileTeamDraftStore: TeamDraftService {
  /// The file that holds the picks.
  public let picksURL: URL
  /// The file that holds the teams.
  public let teamsURL: URL

  public init(directory: URL, server: URL, user: User) {
    let stem = "\(ServerKey.fileStem(for: server))-\(user.id.uuidString).json"
    picksURL = directory.appendingPathComponent("picks-\(stem)")
    teamsURL = directory.appendingPathComponent("teams-\(stem)")
  }

  public func loadDraft() async throws(FootballGatherError) -> TeamDraft? {
    do {
      let picks = try PrivateFile.read(picksURL)
      let teams = try PrivateFile.read(teamsURL)
      guard picks != nil || teams != nil else { return nil }
      return TeamDraft(
        picks: try picks.map { try JSONDecoder().decode([Player.ID].self, from: $0) } ?? [],
        teams: try teams.map { try JSONDecoder().decode(TeamDraft.Teams.self, from: $0) })
    } catch {
      throw FootballGatherError.storage(
        "the kept teams could not be read: \(StorageText.describe(error))")
    }
  }

  public func savePicks(_ picks: [Player.ID]) async throws(FootballGatherError) {
    try save(picks.isEmpty ? nil : picks, to: picksURL)
  }

  public func saveTeams(_ teams: TeamDraft.Teams?) async throws(FootballGatherError) {
    try save(teams, to: teamsURL)
  }

  public func discardDraft() async throws(FootballGatherError) {
    try remove(picksURL)
    try remove(teamsURL)
  }

  /// Writes `value` as JSON to `url`; `nil` removes the file.
  private func save(_ value: (some Encodable)?, to url: URL) throws(FootballGatherError) {
    guard let value else { return try remove(url) }
    do {
      try PrivateFile.write(try JSONEncoder().encode(value), to: url)
    } catch {
      throw FootballGatherError.storage(
        "the teams could not be saved: \(StorageText.describe(error))")
    }
  }

  private func remove(_ url: URL) throws(FootballGatherError) {
    guard unlink(url.path) == 0 || errno == ENOENT else {
      throw FootballGatherError.storage(
        "the kept teams could not be removed: \(String(cString: strerror(errno)))")
    }
  }
}
