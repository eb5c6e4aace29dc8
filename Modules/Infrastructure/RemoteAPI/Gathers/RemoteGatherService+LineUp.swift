import Domain

/// A line-up that changed during the match, kept when the gather ends. The web service
/// keeps who was in a gather and on which team; it has no place for substitutions, moves
/// or the minute of either, so those are kept in the local cache with the teams and goals.
extension RemoteGatherService {
  /// Puts each latecomer who played in the gather on the server (once, whatever an earlier
  /// attempt did), and keeps every player's team, the latecomers' names and the changes
  /// with their minutes in the local cache. Nothing is sent or written when the line-up is
  /// the one the gather was started with.
  func keep(_ lineUp: PlayedLineUp, of id: Gather.ID) async throws(FootballGatherError) {
    var metadata = history.knownMetadata()[id] ?? GatherMetadata()
    guard
      !lineUp.changes.isEmpty || metadata.lineUpChanges != lineUp.changes
        || lineUp.players.contains(where: { metadata.teams[$0.player.id] != $0.team })
    else { return }
    let listed = Set(try await history.players(of: id, known: metadata).map(\.player.id))
    for place in lineUp.players {
      if let team = place.team, team != .bench, !listed.contains(place.player.id) {
        try await add(place.player, team: team, to: id)
      }
      metadata.teams[place.player.id] = place.team
      if metadata.names[place.player.id] == nil {
        metadata.names[place.player.id] = place.player.name
      }
    }
    metadata.lineUpChanges = lineUp.changes
    try saveLocally(metadata, id, "the line-up was not kept:")
  }
}
