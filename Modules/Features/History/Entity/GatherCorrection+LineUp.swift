import Domain

/// Corrections of a gather whose line-up changed during the match: a player may have
/// played for both teams, and a goal scored before a move stays what it was when scored.
extension GatherCorrection {
  /// Whether `place`'s player played for `team` in `gather`: on it as kept, or, when the
  /// line-up changed during the match, at any time of it.
  static func played(_ place: GatherPlayer, for team: Team, in gather: Gather) -> Bool {
    place.team == team
      || (!gather.lineUpChanges.isEmpty
        && gather.lineUpChanges.teams(playedBy: place.player.id, in: gather.players)
          .contains(team))
  }
}
