import Domain
import Foundation

/// The logged-in user's gathers on the web service (`/api/gathers`), with the dates and teams
/// the server does not keep taken from a local cache.
struct RemoteGatherService: GatherService, MatchResultService {
  let client: APIClient
  let cache: any GatherMetadataCache
  let now: @Sendable () -> Date
  /// The last replay of the ratings, kept while the history stays the same.
  let ratingCache: RatingReplayCache

  var history: GatherHistory { GatherHistory(client: client, cache: cache) }
  private var server: URL { client.baseURL }

  /// Creates the gather, then puts each player of Team A and Team B in it (bench players do
  /// not play, as in the original app). When a step fails, the gather is deleted again.
  /// The team names and who sat out on the Bench, which the server has no place for, are
  /// kept in the local cache.
  func createGather(players: [GatherPlayer], teamNames: TeamNames)
    async throws(FootballGatherError) -> Gather
  {
    let lineUp = players.filter { $0.team == .teamA || $0.team == .teamB }
    let create = try APIRequest.json(
      .post, "/api/gathers", body: EmptyBody(), expecting: 201, action: "starting the gather")
    let id = try await client.create(create, in: "/api/gathers") { UUID(uuidString: $0) }
    do throws(FootballGatherError) {
      var teams: [Player.ID: Team] = [:]
      var names: [Player.ID: String] = [:]
      for member in lineUp {
        let team = member.team ?? .bench
        try await add(member.player, team: team, to: id)
        teams[member.player.id] = team
        names[member.player.id] = member.player.name
      }
      for member in players where member.team == .bench {
        teams[member.player.id] = .bench
        names[member.player.id] = member.player.name
      }
      let createdAt = now()
      try saveLocally(
        GatherMetadata(
          createdAt: createdAt, teams: teams, names: names,
          teamNames: teamNames == .standard ? nil : teamNames), id, nil)
      return Gather(
        id: id, createdAt: createdAt, players: players.filter { $0.team != nil },
        teamNames: teamNames)
    } catch {
      let undone = await Compensation.run { [self] () async throws(FootballGatherError) in
        try await deleteOnServer(id)
      }
      throw Compensation.report(
        error, undone: undone, done: "the gather was not started",
        left: "the gather may be left half made; delete it from the history")
    }
  }

  /// Ends the gather on the server and keeps its goal log in the local cache (the server
  /// has no place for goals), and the line-up as it changed (`keep(_:of:)`).
  func endGather(id: Gather.ID, score: Score, goals: [Goal], lineUp: PlayedLineUp?)
    async throws(FootballGatherError) -> Gather
  {
    if let lineUp { try await keep(lineUp, of: id) }
    return try await result(of: id, score: score, goals: goals, correcting: false)
  }

  /// Corrects an ended gather: the score on the server, the goal log in the local cache;
  /// the end time the cache knows stays.
  func correctGather(id: Gather.ID, score: Score, goals: [Goal]) async throws(FootballGatherError)
    -> Gather
  {
    try await result(of: id, score: score, goals: goals, correcting: true)
  }

  /// A gather played without the app: started and ended on the server like any other, its
  /// date (`playedAt`), teams and goals kept in the local cache, as for every gather here.
  func recordPlayedGather(
    players: [GatherPlayer], teamNames: TeamNames, playedAt: Date, score: Score, goals: [Goal]
  ) async throws(FootballGatherError) -> Gather {
    let gather = try await createGather(players: players, teamNames: teamNames)
    var metadata = history.knownMetadata()[gather.id] ?? GatherMetadata()
    metadata.createdAt = playedAt
    metadata.endedAt = playedAt
    try saveLocally(metadata, gather.id, "the gather was entered, but")
    return try await result(of: gather.id, score: score, goals: goals, correcting: true)
  }

  private func result(of id: Gather.ID, score: Score, goals: [Goal], correcting: Bool)
    async throws(FootballGatherError) -> Gather
  {
    var metadata = history.knownMetadata()[id] ?? GatherMetadata()
    let players = try await history.players(of: id, known: metadata)
    let request = try APIRequest.json(
      .put, "/api/gathers/\(id.uuidString)", body: GatherResultBody(score: score),
      expecting: 204, action: "ending the gather", subject: "the gather")
    try await client.send(request)
    if !correcting || metadata.endedAt == nil { metadata.endedAt = now() }
    metadata.goals = goals
    try saveLocally(metadata, id, "the gather was ended, but")
    return Gather(
      id: id, createdAt: metadata.createdAt, endedAt: metadata.endedAt, players: players,
      score: score, goals: goals, teamNames: metadata.teamNames ?? .standard,
      lineUpChanges: metadata.lineUpChanges)
  }

  /// Keeps the gather's new day in the local cache (the server has no dates), after
  /// checking that the server still has the gather, as `renameTeams` does.
  func redateGather(id: Gather.ID, startedAt: Date, endedAt: Date)
    async throws(FootballGatherError) -> Gather
  {
    try await client.send(
      APIRequest(
        method: .get, path: "/api/gathers/\(id.uuidString)/players", expectedStatus: 200,
        action: "changing the day", subject: "the gather"))
    var metadata = history.knownMetadata()[id] ?? GatherMetadata()
    metadata.createdAt = startedAt
    metadata.endedAt = endedAt
    try saveLocally(metadata, id, "the day was not changed:")
    guard let gather = try await allGathers().first(where: { $0.id == id }) else {
      throw .notFound("gather \(id)")
    }
    return gather
  }

  /// Keeps the new names in the local cache (the server has no field for them), after
  /// checking that the server still has the gather (it has no single-gather read: its
  /// players' list answers 404 for an unknown gather).
  func renameTeams(of id: Gather.ID, to teamNames: TeamNames) async throws(FootballGatherError) {
    try await client.send(
      APIRequest(
        method: .get, path: "/api/gathers/\(id.uuidString)/players", expectedStatus: 200,
        action: "renaming the teams", subject: "the gather"))
    var metadata = history.knownMetadata()[id] ?? GatherMetadata()
    metadata.teamNames = teamNames == .standard ? nil : teamNames
    try saveLocally(metadata, id, "the teams were not renamed:")
  }

  func deleteGather(id: Gather.ID) async throws(FootballGatherError) {
    try await deleteOnServer(id)
    do {
      try cache.remove(id, server: server)
    } catch {
      throw FootballGatherError.storage(
        "the gather was deleted, but its local notes were not: \(StorageText.describe(error))")
    }
  }

  func allGathers() async throws(FootballGatherError) -> [Gather] {
    try await history.gathers(
      listedBy: APIRequest(
        method: .get, path: "/api/gathers", expectedStatus: 200, action: "loading your gathers"))
  }

  /// Replayed from the history read now, unless it is the history last replayed.
  func ratings(of players: [Player.ID]) async throws(FootballGatherError) -> [Player.ID: Rating] {
    let ratings = ratingCache.book(of: try await ratedGathers()).ratings
    var found: [Player.ID: Rating] = [:]
    for player in players { found[player] = ratings[player] }
    return found
  }

  /// From the same kept replay as `ratings(of:)`.
  func ratingEntries(in gather: Gather) async throws(FootballGatherError)
    -> [Player.ID: RatingEntry]
  {
    ratingCache.book(of: try await ratedGathers()).entries(in: gather.id)
  }

  func gathers(playedBy playerID: Player.ID) async throws(FootballGatherError) -> [Gather] {
    try await history.gathers(
      listedBy: APIRequest(
        method: .get, path: "/api/players/\(playerID)/gathers", expectedStatus: 200,
        action: "loading the gathers of player \(playerID)", subject: "player \(playerID)"))
  }

  func add(_ player: Player, team: Team, to gather: Gather.ID)
    async throws(FootballGatherError)
  {
    let request = try APIRequest.json(
      .post, "/api/gathers/\(gather.uuidString)/players/\(player.id)",
      body: TeamBody(team: team.displayName), expecting: 200,
      action: "putting \(player.name) in the gather", subject: "player \(player.id)")
    try await client.send(request)
  }

  private func deleteOnServer(_ id: Gather.ID) async throws(FootballGatherError) {
    try await client.send(
      APIRequest(
        method: .delete, path: "/api/gathers/\(id.uuidString)", expectedStatus: 204,
        action: "deleting the gather", subject: "the gather"))
  }

  /// Saves the gather's notes; `context` starts the message when that fails.
  func saveLocally(_ metadata: GatherMetadata, _ id: Gather.ID, _ context: String?)
    throws(FootballGatherError)
  {
    do {
      try cache.save(metadata, for: id, server: server)
    } catch {
      let reason = "its date and teams could not be kept: \(StorageText.describe(error))"
      throw FootballGatherError.storage(context.map { "\($0) \(reason)" } ?? reason)
    }
  }
}
