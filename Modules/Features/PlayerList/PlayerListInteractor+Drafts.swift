import Domain

/// The next gather's picks and teams kept from an earlier run, which the list offers back
/// at login.
extension PlayerListInteractor {
  func keptDraft() async throws(FootballGatherError) -> TeamDraft? {
    try await draftService.loadDraft()
  }

  /// The draft to open: when the picks were cleared (`cancel` on the selection) the teams'
  /// players are picked again, so `select` and `confirm` bring the teams back.
  func reopen(_ draft: TeamDraft) async throws(FootballGatherError) -> TeamDraft {
    guard draft.picks.isEmpty, let teams = draft.teams else { return draft }
    var reopened = draft
    reopened.picks = teams.players
    try await draftService.savePicks(reopened.picks)
    return reopened
  }

  func discardDraft() async throws(FootballGatherError) {
    try await draftService.discardDraft()
  }
}
