/// The next gather as far as it was prepared: who was picked on the selection screen and,
/// once the teams screen had them, the teams. Saved as it changes and offered back at the
/// next login (as an unfinished match is), it is forgotten when the gather starts (`play`)
/// or when the organiser discards it.
public struct TeamDraft: Hashable, Sendable, Codable {
  /// The players picked on the selection screen, in roster order.
  public var picks: [Player]
  /// The teams screen as last shown, for the players it was made for.
  public var teams: Teams?

  /// The teams screen's state: each player's place (and number), the teams' names, the team
  /// size asked for and who sits out.
  public struct Teams: Hashable, Sendable, Codable {
    /// Every player of the teams screen, in their numbers' order, with the section they are
    /// in (the Bench, Team A or Team B).
    public var lineUp: [GatherPlayer]
    public var teamNames: TeamNames
    /// Players a side (`size 7`), or `nil`.
    public var size: Int?
    /// Who sits out (`bench N`, or proposed for the size), by id.
    public var sittingOut: [Player.ID]
    /// Those of `sittingOut` the size proposed (not put there by hand).
    public var proposed: [Player.ID]

    public init(
      lineUp: [GatherPlayer], teamNames: TeamNames = .standard, size: Int? = nil,
      sittingOut: [Player.ID] = [], proposed: [Player.ID] = []
    ) {
      self.lineUp = lineUp
      self.teamNames = teamNames
      self.size = size
      self.sittingOut = sittingOut
      self.proposed = proposed
    }

    /// The players of the teams screen, in their numbers' order.
    public var players: [Player] { lineUp.map(\.player) }

    /// Whether the teams were made for exactly `players` (in any order).
    public func areFor(_ players: [Player]) -> Bool {
      Set(lineUp.map(\.player.id)) == Set(players.map(\.id)) && lineUp.count == players.count
    }

    /// Whether every one of `players` has a place in these teams (the teams were made for
    /// them, or for them and some since unpicked or gone from the roster).
    public func place(_ players: [Player]) -> Bool {
      let placed = Set(lineUp.map(\.player.id))
      return !players.isEmpty && players.allSatisfy { placed.contains($0.id) }
    }

    /// How many players are in `team`.
    public func count(in team: Team) -> Int { lineUp.filter { $0.team == team }.count }

    /// Nothing made yet: everyone on the Bench, the standard names, no size and nobody
    /// sitting out (the screen as it first opens), which is not worth keeping.
    public var isBlank: Bool {
      lineUp.allSatisfy { $0.team == .bench } && teamNames == .standard && size == nil
        && sittingOut.isEmpty
    }
  }

  public init(picks: [Player] = [], teams: Teams? = nil) {
    self.picks = picks
    self.teams = teams
  }

  /// Nothing picked and no teams: nothing to keep.
  public var isEmpty: Bool { picks.isEmpty && teams == nil }
}
