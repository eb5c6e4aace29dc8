import Domain

/// The use cases of the next gather's picks and teams kept from an earlier run (part of
/// `PlayerListInteracting`).
protocol PlayerListDraftKeeping: Sendable {
  /// The picks and teams kept, if any.
  func keptDraft() async throws(FootballGatherError) -> TeamDraft?
  /// The draft made ready to open again (the teams' players picked); answers it.
  func reopen(_ draft: TeamDraft) async throws(FootballGatherError) -> TeamDraft
  func discardDraft() async throws(FootballGatherError)
}
