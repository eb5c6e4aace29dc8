import Domain
import Foundation

/// One user's next gather as far as it was prepared (picks and teams), kept as one JSON
/// document in the `settings` table under `teams.draft.<user id>`: it is always written and
/// read whole, and one row a user needs no table of its own (nor a migration). Each save
/// replaces it in one transaction.
struct LocalTeamDraftService: TeamDraftService {
  let database: Database
  let owner: UUID

  private var key: String { "teams.draft.\(owner.uuidString)" }

  func saveDraft(_ draft: TeamDraft) async throws(FootballGatherError) {
    guard !draft.isEmpty else { return try await discardDraft() }
    let json: String
    do {
      json = String(decoding: try JSONEncoder().encode(draft), as: UTF8.self)
    } catch {
      throw .storage("the teams could not be written as JSON: \(error)")
    }
    try database.write { db throws(FootballGatherError) in
      try SettingsTable.set(json, for: key, in: db)
    }
  }

  func loadDraft() async throws(FootballGatherError) -> TeamDraft? {
    guard
      let json = try database.read({ db throws(FootballGatherError) in
        try SettingsTable.value(for: key, in: db)
      })
    else { return nil }
    do {
      return try JSONDecoder().decode(TeamDraft.self, from: Data(json.utf8))
    } catch {
      throw .storage("the kept teams cannot be read: \(error)")
    }
  }

  func discardDraft() async throws(FootballGatherError) {
    try database.write { db throws(FootballGatherError) in
      try SettingsTable.set(nil, for: key, in: db)
    }
  }
}
