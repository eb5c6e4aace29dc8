/// Where the next gather's picks and teams are kept between runs, written as they change so
/// that closing the terminal loses nothing: the app offers them back after the next login.
///
/// One draft per user, in two parts each screen writes alone: the selection its picks, the
/// teams screen its teams. Called by those screens and by the player list (which offers the
/// draft back); implemented by each backend (the embedded store, private files in remote
/// mode).
public protocol TeamDraftService: Sendable {
  /// The kept draft, or `nil` when there is none.
  func loadDraft() async throws(FootballGatherError) -> TeamDraft?
  /// Replaces the kept picks (none: `[]`), leaving the teams as they are.
  func savePicks(_ picks: [Player.ID]) async throws(FootballGatherError)
  /// Replaces the kept teams (none: `nil`), leaving the picks as they are.
  func saveTeams(_ teams: TeamDraft.Teams?) async throws(FootballGatherError)
  /// Forgets the picks and the teams; nothing happens when there are none.
  func discardDraft() async throws(FootballGatherError)
}
