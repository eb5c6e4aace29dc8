import Foundation

/// Ends a gather with everything the match produced: the score, the winner (which the
/// score implies), the end time and the goal log — all of it or nothing.
///
/// Kept apart from `GatherService` so a backend that has no place for goals (the web
/// service) can implement it by ending the gather with its score alone.
public protocol MatchResultService: Sendable {
  func endGather(id: Gather.ID, score: Score, goals: [Goal]) async throws(FootballGatherError)
    -> Gather
  /// Corrects an ended gather (from History): its score, the winner it implies and its goal
  /// log change together; the time it ended stays. Throws `.notFound` for an unknown id.
  func correctGather(id: Gather.ID, score: Score, goals: [Goal]) async throws(FootballGatherError)
    -> Gather
  /// Enters a gather played without the app (`add` on History): its line-up, team names,
  /// score and goal log, started and ended at `playedAt`, all of it or nothing.
  func recordPlayedGather(
    players: [GatherPlayer], teamNames: TeamNames, playedAt: Date, score: Score, goals: [Goal]
  ) async throws(FootballGatherError) -> Gather
}
