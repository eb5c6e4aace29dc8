import Domain
import Foundation

/// The History use cases: load the ended gathers with the roster, delete a gather.
struct HistoryInteractor: HistoryInteracting {
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let resultService: any MatchResultService
  private let files: any TextFileAccess

  init(
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService, files: any TextFileAccess
  ) {
    self.files = files
    self.gatherService = gatherService
    self.playerService = playerService
    self.resultService = resultService
  }

  func loadHistory() async throws(FootballGatherError) -> MatchHistory {
    // Both loads at once. A throwing `async let` forgets the services' error type
    // (Swift 6.3), so each load is kept as a `Result` of that type instead.
    async let gathers = Self.result { [gatherService] () async throws(FootballGatherError) in
      try await gatherService.allGathers()
    }
    async let players = Self.result { [playerService] () async throws(FootballGatherError) in
      try await playerService.allPlayers()
    }
    return MatchHistory(gathers: try await gathers.get(), players: try await players.get())
  }

  /// What `load` returns, or the error it throws, as a value an `async let` keeps typed.
  private static func result<Value: Sendable>(
    _ load: @Sendable () async throws(FootballGatherError) -> Value
  ) async -> Result<Value, FootballGatherError> {
    do {
      return .success(try await load())
    } catch {
      return .failure(error)
    }
  }

  /// Every ended gather as one document, written to `path` whole (or shown when `nil`).
  func export(_ history: MatchHistory, as format: MatchHistory.ExportFormat, to path: String?)
    async throws(FootballGatherError) -> String
  {
    let text = try history.exported(as: format)
    if let path { try files.writeText(text, to: path) }
    return text
  }

  func record(
    _ lineUp: [GatherPlayer], playedAt: Date, score: Score, goals: [Goal], in history: MatchHistory
  ) async throws(FootballGatherError) -> MatchHistory {
    let gather = try await resultService.recordPlayedGather(
      players: lineUp, teamNames: .standard, playedAt: playedAt, score: score, goals: goals)
    let gathers = (history.gathers + [gather]).sorted {
      ($0.createdAt ?? .distantPast) > ($1.createdAt ?? .distantPast)
    }
    return MatchHistory(gathers: gathers, players: history.players)
  }

  /// Saves `goals` as the gather's goal log and their sum as its score, unless another
  /// window corrected the gather since this history was read: then nothing is written and
  /// the user is told what it holds now.
  func correct(_ gather: Gather, goals: [Goal], in history: MatchHistory)
    async throws(FootballGatherError) -> (history: MatchHistory, gather: Gather)
  {
    let now = try await gatherService.allGathers().first { $0.id == gather.id }
    guard let now, now.score == gather.score, now.goals == gather.goals else {
      throw .conflict(
        "this gather was "
          + (now.map {
            "corrected in another window (now \($0.score.map($0.teamNames.scoreLine) ?? "no score"))"
          }
            ?? "deleted in another window")
          + " since this history was read; nothing was saved. Type 'back', then 'history' "
          + "to read it again and correct it from there")
    }
    let corrected = try await resultService.correctGather(
      id: gather.id, score: Score(goals: goals), goals: goals)
    return (history.replacing(corrected), corrected)
  }

  func rename(_ gather: Gather, to teamNames: TeamNames, in history: MatchHistory)
    async throws(FootballGatherError) -> (history: MatchHistory, gather: Gather)
  {
    try await gatherService.renameTeams(of: gather.id, to: teamNames)
    var renamed = gather
    renamed.teamNames = teamNames
    return (history.replacing(renamed), renamed)
  }

  func redate(_ gather: Gather, startedAt: Date, endedAt: Date, in history: MatchHistory)
    async throws(FootballGatherError) -> (history: MatchHistory, gather: Gather)
  {
    let moved = try await resultService.redateGather(
      id: gather.id, startedAt: startedAt, endedAt: endedAt)
    let gathers = history.replacing(moved).gathers.sorted {
      ($0.createdAt ?? .distantPast) > ($1.createdAt ?? .distantPast)
    }
    return (MatchHistory(gathers: gathers, players: history.players), moved)
  }

  func delete(_ gather: Gather, from history: MatchHistory) async throws(FootballGatherError)
    -> MatchHistory
  {
    try await gatherService.deleteGather(id: gather.id)
    return history.removing(gather.id)
  }
}
