import Domain

/// The sheet as it is kept between runs (`TeamDraft.Teams`) and back from it.
extension TeamSheet {
  /// The sheet as it is now, with who sits out and the size asked for.
  func kept(sittingOut sitOut: SitOut) -> TeamDraft.Teams {
    TeamDraft.Teams(
      teamA: players(in: .teamA).map(\.id), teamB: players(in: .teamB).map(\.id),
      bench: players(in: .bench).map(\.id), teamNames: teamNames, size: sitOut.size,
      sittingOut: players.filter(sitOut.contains).map(\.id),
      proposed: players.filter(sitOut.wasProposed).map(\.id))
  }

  /// Puts every player back where `kept` has them (a player it has no place for stays on
  /// the Bench), with the names the teams had (a name no longer allowed is left as the
  /// standard one).
  mutating func restore(_ kept: TeamDraft.Teams) {
    let places = kept.places
    for team in [Team.teamA, .teamB] {
      move(players.filter { places[$0.id] == team }, to: team)
    }
    try? rename(.teamA, to: kept.teamNames.isStandard(.teamA) ? nil : kept.teamNames.teamA)
    try? rename(.teamB, to: kept.teamNames.isStandard(.teamB) ? nil : kept.teamNames.teamB)
  }
}
