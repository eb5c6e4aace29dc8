/// Own goals: a goal scored by a player of the other team.
extension Goal {
  /// Whether a player of the other team scored this goal (an own goal), in `lineUp`.
  public func isOwnGoal(in lineUp: [GatherPlayer]) -> Bool {
    guard let scorerID, let place = lineUp.first(where: { $0.player.id == scorerID }),
      let side = place.team, side == .teamA || side == .teamB
    else { return false }
    return side != team
  }
}
