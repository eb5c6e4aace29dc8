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

extension RemoteGatherService {
  /// Corrects an ended gather's line-up from History: a player new to it who played for a
  /// team is put in it on the server (its only line-up call); every team, and each player
  /// taken out, is kept in the local cache, since the server neither says who played for
  /// whom nor can take a player out of a gather (it keeps listing them; the app does not).
  func correctLineUp(id: Gather.ID, players: [GatherPlayer]) async throws(FootballGatherError)
    -> Gather
  {
    guard let before = try await allGathers().first(where: { $0.id == id }), before.score != nil
    else { throw .notFound("ended gather \(id)") }
    var metadata = history.knownMetadata()[id] ?? GatherMetadata()
    let onServer = Set(
      try await history.players(of: id, known: GatherMetadata()).map(\.player.id))
    let kept = Set(players.map(\.player.id))
    for place in players {
      if let team = place.team, team != .bench, !onServer.contains(place.player.id) {
        try await add(place.player, team: team, to: id)
      }
      metadata.removed.remove(place.player.id)
      metadata.teams[place.player.id] = place.team
      if metadata.names[place.player.id] == nil {
        metadata.names[place.player.id] = place.player.name
      }
    }
    for place in before.players where !kept.contains(place.player.id) {
      metadata.teams[place.player.id] = nil
      if onServer.contains(place.player.id) { metadata.removed.insert(place.player.id) }
    }
    try saveLocally(metadata, id, "the line-up was not corrected:")
    var corrected = before
    corrected.players = try await history.players(of: id, known: metadata)
    return corrected
  }
}
