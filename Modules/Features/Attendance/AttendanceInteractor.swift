import Domain

/// The Attendance use case: for every player on the roster, the ended gathers (those
/// with a score) they played in.
struct AttendanceInteractor: AttendanceInteracting {
  private let gatherService: any GatherService
  private let playerService: any PlayerService

  init(gatherService: any GatherService, playerService: any PlayerService) {
    self.gatherService = gatherService
    self.playerService = playerService
  }

  func load() async throws(FootballGatherError) -> AttendanceEntity {
    let ended = try await gatherService.allGathers().filter { $0.score != nil }
    var played: [Player.ID: Int] = [:]
    for gather in ended {
      for id in Set(gather.players.map(\.player.id)) { played[id, default: 0] += 1 }
    }
    let roster = try await playerService.allPlayers()
    let rows = roster.enumerated()
      .map {
        (
          order: $0.offset,
          row: AttendanceRow(name: $0.element.name, played: played[$0.element.id] ?? 0)
        )
      }
      .sorted { ($0.row.played, $1.order) > ($1.row.played, $0.order) }
      .map(\.row)
    return AttendanceEntity(gathers: ended.count, rows: rows)
  }
}
