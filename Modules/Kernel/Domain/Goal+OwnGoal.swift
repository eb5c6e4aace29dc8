/// Own goals: a goal scored by a player of the other team.
extension Goal {
  /// Whether a player of the other team scored this goal (an own goal), in `lineUp`, the
  /// gather's line-up as kept or as it is now. A player who changed teams (`changes`, the
  /// line-up changes after kick-off) scored their own goal for any team they played for.
  public func isOwnGoal(in lineUp: [GatherPlayer], changes: [LineUpChange] = []) -> Bool {
    guard let scorerID else { return false }
    if !changes.isEmpty {
      let teams = changes.teams(playedBy: scorerID, in: lineUp)
      return !teams.isEmpty && !teams.contains(team)
    }
    guard let place = lineUp.first(where: { $0.player.id == scorerID }),
      let side = place.team, side == .teamA || side == .teamB
    else { return false }
    return side != team
  }
}
