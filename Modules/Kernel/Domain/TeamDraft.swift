/// The next gather as far as it was prepared: who was picked on the selection screen and,
/// once the teams screen had them, the teams. Saved as it changes and offered back at the
/// next login (as an unfinished match is), it is forgotten when the gather starts (`play`)
/// or when the organiser discards it.
///
/// Players are kept by id (read from the roster again when they come back, so a name
/// changed since reads as it is now), which keeps a draft of every player of a large
/// roster a few bytes a player.
public struct TeamDraft: Hashable, Sendable, Codable {
  /// The players picked on the selection screen, in roster order (by id).
  public var picks: [Player.ID]
  /// The teams screen as last shown, for the players it was made for.
  public var teams: Teams?

  /// The teams screen's state: who is in each section, the teams' names, the team size
  /// asked for and who sits out.
  public struct Teams: Hashable, Sendable, Codable {
    public var teamA: [Player.ID]
    public var teamB: [Player.ID]
    public var bench: [Player.ID]
    public var teamNames: TeamNames
    /// Players a side (`size 7`), or `nil`.
    public var size: Int?
    /// Who sits out (`bench N`, or proposed for the size).
    public var sittingOut: [Player.ID]
    /// Those of `sittingOut` the size proposed (not put there by hand).
    public var proposed: [Player.ID]

    public init(
      teamA: [Player.ID], teamB: [Player.ID], bench: [Player.ID],
      teamNames: TeamNames = .standard, size: Int? = nil, sittingOut: [Player.ID] = [],
      proposed: [Player.ID] = []
    ) {
      self.teamA = teamA
      self.teamB = teamB
      self.bench = bench
      self.teamNames = teamNames
      self.size = size
      self.sittingOut = sittingOut
      self.proposed = proposed
    }

    /// Every player of the teams screen, in roster order.
    public var players: [Player.ID] { (teamA + teamB + bench).sorted() }

    /// Each player's section.
    public var places: [Player.ID: Team] {
      var places: [Player.ID: Team] = [:]
      for (team, ids) in [(Team.bench, bench), (.teamA, teamA), (.teamB, teamB)] {
        for id in ids { places[id] = team }
      }
      return places
    }

    /// Whether the teams were made for exactly `players` (in any order).
    public func areFor(_ players: [Player.ID]) -> Bool {
      players.count == teamA.count + teamB.count + bench.count && place(players)
    }

    /// Whether every one of `players` has a place in these teams (the teams were made for
    /// them, or for them and some since unpicked or gone from the roster).
    public func place(_ players: [Player.ID]) -> Bool {
      let placed = Set(teamA + teamB + bench)
      return !players.isEmpty && players.allSatisfy(placed.contains)
    }

    /// How many players are in `team`.
    public func count(in team: Team) -> Int {
      switch team {
      case .teamA: teamA.count
      case .teamB: teamB.count
      case .bench: bench.count
      }
    }

    /// Nothing made yet: everyone on the Bench, the standard names, no size and nobody
    /// sitting out (the screen as it first opens), which is not worth keeping.
    public var isBlank: Bool {
      teamA.isEmpty && teamB.isEmpty && teamNames == .standard && size == nil
        && sittingOut.isEmpty
    }
  }

  public init(picks: [Player.ID] = [], teams: Teams? = nil) {
    self.picks = picks
    self.teams = teams
  }

  /// Nothing picked and no teams: nothing to keep.
  public var isEmpty: Bool { picks.isEmpty && teams == nil }
}
