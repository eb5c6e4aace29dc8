import Foundation

/// A match: who played on which team, and, once ended, its score.
public struct Gather: Identifiable, Hashable, Sendable {
  public typealias ID = UUID

  public var id: ID
  /// When the gather was started, if known (the web service keeps no dates).
  public var createdAt: Date?
  /// When the gather was ended, if it was and it is known.
  public var endedAt: Date?
  public var players: [GatherPlayer]
  /// The final score; `nil` while the gather is in progress.
  public var score: Score?
  /// The goals in the order they were scored (empty where the backend keeps none).
  public var goals: [Goal]
  /// What Team A and Team B are called in this gather ("Team A", "Team B" unless renamed).
  public var teamNames: TeamNames

  public init(
    id: ID, createdAt: Date? = nil, endedAt: Date? = nil, players: [GatherPlayer] = [],
    score: Score? = nil, goals: [Goal] = [], teamNames: TeamNames = .standard
  ) {
    self.id = id
    self.createdAt = createdAt
    self.endedAt = endedAt
    self.players = players
    self.score = score
    self.goals = goals
    self.teamNames = teamNames
  }

  /// The winner once the gather has a score: Team A, Team B, or `nil` for a draw.
  public var outcome: Outcome? { score.map(Outcome.init(score:)) }
}

/// A player's place in one gather. The team is `nil` when it is not known
/// (the web service does not say which team a player was on).
public struct GatherPlayer: Hashable, Sendable, Codable {
  public var player: Player
  public var team: Team?
  /// The player's number for the whole gather, on the teams screen and on the match screen
  /// (1 for the first picked); `nil` where it was not kept (gathers from before it was, the
  /// web service's history), and the match screen then numbers by line-up order.
  public var number: Int?

  public init(player: Player, team: Team?, number: Int? = nil) {
    self.player = player
    self.team = team
    self.number = number
  }
}

/// The result of a gather, in the web service's words.
public enum Outcome: Hashable, Sendable {
  case win(Team)
  case draw

  public init(score: Score) {
    if score.teamA > score.teamB {
      self = .win(.teamA)
    } else if score.teamB > score.teamA {
      self = .win(.teamB)
    } else {
      self = .draw
    }
  }

  /// `"Team A"`, `"Team B"` or `"None"`, as the original client writes `winnerTeam`.
  public var winnerTeamName: String {
    switch self {
    case .win(let team): team.displayName
    case .draw: "None"
    }
  }
}

/// Goals of Team A and Team B. Never negative.
public struct Score: Hashable, Sendable, CustomStringConvertible {
  public private(set) var teamA: Int
  public private(set) var teamB: Int

  public init(teamA: Int = 0, teamB: Int = 0) {
    self.teamA = max(0, teamA)
    self.teamB = max(0, teamB)
  }

  /// Parses the web service's `"2-1"` form.
  public init?(parsing text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= 0 else {
      return nil
    }
    self.init(teamA: a, teamB: b)
  }

  /// The score a goal log adds up to.
  public init(goals: [Goal]) {
    self.init(
      teamA: goals.filter { $0.team == .teamA }.count,
      teamB: goals.filter { $0.team == .teamB }.count)
  }

  /// `"A-B"`, the form the web service stores.
  public var description: String { "\(teamA)-\(teamB)" }

  public func goals(for team: Team) -> Int {
    switch team {
    case .teamA: teamA
    case .teamB: teamB
    case .bench: 0
    }
  }
}
