import Domain
import Foundation

/// The History use cases: load a page of the ended gathers (or all of them, with the
/// roster, for records and export), correct, move, rename, enter or delete a gather.
struct HistoryInteractor: HistoryInteracting {
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let resultService: any MatchResultService
  private let files: any TextFileAccess
  private let codec: any HistoryFileCoding

  init(
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService, files: any TextFileAccess,
    codec: any HistoryFileCoding
  ) {
    self.files = files
    self.codec = codec
    self.gatherService = gatherService
    self.playerService = playerService
    self.resultService = resultService
  }

  /// The ended gathers at `positions` (newest first) and how many there are: one page
  /// from the store, never the whole history.
  func loadPage(at positions: Range<Int>) async throws(FootballGatherError) -> GatherPage {
    try await gatherService.historyPage(at: positions)
  }

  /// Every scorer's goals, for the "Top scorers" line.
  func loadScorers() async throws(FootballGatherError) -> [ScorerGoals] {
    try await gatherService.scorerGoals()
  }

  /// Every gather and the roster: what `records`, `export` and `add` need.
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

  /// Every ended gather as one document in `format` (the codec's), written to `path` whole
  /// (or shown when `nil`).
  func export(_ history: MatchHistory, as format: RosterFormat, to path: String?)
    async throws(FootballGatherError) -> String
  {
    let text = try codec.encode(history.gathers, as: format)
    if let path { try files.writeText(text, to: path) }
    return text
  }

  func fileExists(at path: String) -> Bool {
    files.fileExists(at: path)
  }

  func record(_ lineUp: [GatherPlayer], playedAt: Date, score: Score, goals: [Goal])
    async throws(FootballGatherError) -> Gather
  {
    try await resultService.recordPlayedGather(
      players: lineUp, teamNames: .standard, playedAt: playedAt, score: score, goals: goals)
  }

  /// Saves `goals` as the gather's goal log and their sum as its score, unless another
  /// window corrected the gather since it was read: then nothing is written and the user
  /// is told what it holds now.
  func correct(_ gather: Gather, goals: [Goal]) async throws(FootballGatherError) -> Gather {
    try await checkUnchanged(gather)
    return try await resultService.correctGather(
      id: gather.id, score: Score(goals: goals), goals: goals)
  }

  /// Saves `players` as the gather's line-up, unless another window changed the gather
  /// since it was read.
  func correctLineUp(_ gather: Gather, to players: [GatherPlayer])
    async throws(FootballGatherError) -> Gather
  {
    try await checkUnchanged(gather)
    return try await resultService.correctLineUp(id: gather.id, players: players)
  }

  /// Throws a `.conflict` saying what the gather holds now when its score, goals or
  /// line-up differ from `gather` (or it is gone).
  private func checkUnchanged(_ gather: Gather) async throws(FootballGatherError) {
    let now = try await gatherService.gather(id: gather.id)
    guard let now, now.score == gather.score, now.goals == gather.goals,
      now.players.map(\.player.id) == gather.players.map(\.player.id),
      now.players.map(\.team) == gather.players.map(\.team)
    else {
      throw .conflict(
        "this gather was "
          + (now.map {
            "corrected in another window (now \($0.score.map($0.teamNames.scoreLine) ?? "no score"))"
          }
            ?? "deleted in another window")
          + " since this history was read; nothing was saved. Type 'back', then 'history' "
          + "to read it again and correct it from there")
    }
  }

  func rename(_ gather: Gather, to teamNames: TeamNames) async throws(FootballGatherError)
    -> Gather
  {
    try await gatherService.renameTeams(of: gather.id, to: teamNames)
    var renamed = gather
    renamed.teamNames = teamNames
    return renamed
  }

  func redate(_ gather: Gather, startedAt: Date, endedAt: Date)
    async throws(FootballGatherError) -> Gather
  {
    try await resultService.redateGather(id: gather.id, startedAt: startedAt, endedAt: endedAt)
  }

  func delete(_ gather: Gather) async throws(FootballGatherError) {
    try await gatherService.deleteGather(id: gather.id)
  }
}
