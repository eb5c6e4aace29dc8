import Domain
import Foundation

/// One user's next gather as far as it was prepared, in the `settings` table: the picks
/// under `teams.picks.<user id>` and the teams under `teams.teams.<user id>`, each one JSON
/// document written whole by the one screen that changes it (a table of its own would
/// hold one row a user; the settings table needs no migration). Each save is one
/// transaction.
struct LocalTeamDraftService: TeamDraftService {
  let database: Database
  let owner: UUID

  private var picksKey: String { "teams.picks.\(owner.uuidString)" }
  private var teamsKey: String { "teams.teams.\(owner.uuidString)" }

  func loadDraft() async throws(FootballGatherError) -> TeamDraft? {
    let (picks, teams) = try database.read { db throws(FootballGatherError) in
      (
        try SettingsTable.value(for: picksKey, in: db),
        try SettingsTable.value(for: teamsKey, in: db)
      )
    }
    guard picks != nil || teams != nil else { return nil }
    do {
      return TeamDraft(
        picks: try picks.map { try JSONDecoder().decode([Player.ID].self, from: Data($0.utf8)) }
          ?? [],
        teams: try teams.map {
          try JSONDecoder().decode(TeamDraft.Teams.self, from: Data($0.utf8))
        })
    } catch {
      throw .storage("the kept teams cannot be read: \(error)")
    }
  }

  func savePicks(_ picks: [Player.ID]) async throws(FootballGatherError) {
    try await save(picks.isEmpty ? nil : picks, under: picksKey)
  }

  func saveTeams(_ teams: TeamDraft.Teams?) async throws(FootballGatherError) {
    try await save(teams, under: teamsKey)
  }

  func discardDraft() async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      try SettingsTable.set(nil, for: picksKey, in: db)
      try SettingsTable.set(nil, for: teamsKey, in: db)
    }
  }

  /// Writes `value` as JSON under `key`; `nil` removes the key.
  private func save(_ value: (some Encodable)?, under key: String)
    async throws(FootballGatherError)
  {
    let json: String?
    do {
      json = try value.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    } catch {
      throw .storage("the teams could not be written as JSON: \(error)")
    }
    try database.write { db throws(FootballGatherError) in
      try SettingsTable.set(json, for: key, in: db)
    }
  }
}
