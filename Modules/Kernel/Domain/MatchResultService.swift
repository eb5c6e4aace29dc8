import Foundation

/// Ends a gather with everything the match produced: the score, the winner (which the
/// score implies), the end time, the goal log and the line-up as it changed — all of it or
/// nothing.
///
/// Kept apart from `GatherService` so a backend that has no place for goals (the web
/// service) can implement it by ending the gather with its score alone.
public protocol MatchResultService: Sendable {
  /// Ends the gather. `lineUp`, when given, is who played and how the line-up changed
  /// (`Match.keptLineUp`, `Match.changes`): each player is kept on that team, a latecomer
  /// joins the gather; `nil` keeps the line-up the gather was started with.
  func endGather(id: Gather.ID, score: Score, goals: [Goal], lineUp: PlayedLineUp?)
    async throws(FootballGatherError) -> Gather
  /// Corrects an ended gather (from History): its score, the winner it implies and its goal
  /// log change together; the time it ended stays. Throws `.notFound` for an unknown id.
  func correctGather(id: Gather.ID, score: Score, goals: [Goal]) async throws(FootballGatherError)
    -> Gather
  /// Moves an ended gather to another day (History's `edit N date`): it started at
  /// `startedAt` and ended at `endedAt`; its score and goals stay. Throws `.notFound` for
  /// an unknown id.
  func redateGather(id: Gather.ID, startedAt: Date, endedAt: Date)
    async throws(FootballGatherError) -> Gather
  /// Corrects an ended gather's line-up (History's `edit N move`, `bench`, `add`, `drop`):
  /// `players` is who played on which team now, in order; a player no longer in it did not
  /// take part, a new one did. Score, goals, dates and line-up changes stay. Throws
  /// `.notFound` for an unknown id or a player not on the roster.
  func correctLineUp(id: Gather.ID, players: [GatherPlayer]) async throws(FootballGatherError)
    -> Gather
  /// Enters a gather played without the app (`add` on History): its line-up, team names,
  /// score and goal log, started and ended at `playedAt`, all of it or nothing.
  func recordPlayedGather(
    players: [GatherPlayer], teamNames: TeamNames, playedAt: Date, score: Score, goals: [Goal]
  ) async throws(FootballGatherError) -> Gather
}

extension MatchResultService {
  /// Ends the gather with the line-up it was started with.
  public func endGather(id: Gather.ID, score: Score, goals: [Goal])
    async throws(FootballGatherError) -> Gather
  {
    try await endGather(id: id, score: score, goals: goals, lineUp: nil)
  }
}
