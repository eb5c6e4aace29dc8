/// Where the next gather's picks and teams are kept between runs, written as they change so
/// that closing the terminal loses nothing: the app offers them back after the next login.
///
/// One draft per user. Called by the selection and teams screens (which save it) and the
/// player list (which offers it back); implemented by each backend (the embedded store, a
/// private file in remote mode).
public protocol TeamDraftService: Sendable {
  /// Replaces the kept draft with `draft` (forgets it when `draft` is empty).
  func saveDraft(_ draft: TeamDraft) async throws(FootballGatherError)
  /// The kept draft, or `nil` when there is none.
  func loadDraft() async throws(FootballGatherError) -> TeamDraft?
  /// Forgets the kept draft; nothing happens when there is none.
  func discardDraft() async throws(FootballGatherError)
}
