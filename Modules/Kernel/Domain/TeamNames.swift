/// What Team A and Team B are called in one gather: "Team A" and "Team B" unless the
/// organiser renamed them (`name a Bibs`). The names belong to the gather; commands keep
/// the letters `a` and `b` whatever the names are.
public struct TeamNames: Hashable, Sendable, Codable {
  public private(set) var teamA: String
  public private(set) var teamB: String

  /// The most characters a team name may have.
  public static let maximumLength = 24

  /// "Team A" and "Team B", the names of every gather not renamed (and of every gather
  /// from before names could be changed).
  public static let standard = TeamNames(
    teamA: Team.teamA.displayName, teamB: Team.teamB.displayName)

  /// Names as stored; only `renaming` checks them.
  public init(teamA: String, teamB: String) {
    self.teamA = teamA
    self.teamB = teamB
  }

  /// The name of `team`: a team's own name, or "Bench".
  public func name(of team: Team) -> String {
    switch team {
    case .teamA: teamA
    case .teamB: teamB
    case .bench: Team.bench.displayName
    }
  }

  /// Whether `team` still has its standard name ("Team A", "Team B").
  public func isStandard(_ team: Team) -> Bool { name(of: team) == team.displayName }

  /// The name with the letter commands take after it when the team was renamed:
  /// "Team A", or "Bibs (a)".
  public func label(of team: Team) -> String {
    guard team != .bench, !isStandard(team) else { return name(of: team) }
    return "\(name(of: team)) (\(team == .teamA ? "a" : "b"))"
  }

  /// "Bibs 1-0 Team B".
  public func scoreLine(_ score: Score) -> String { "\(teamA) \(score) \(teamB)" }

  /// These names with `team` called `name`, or back to its standard name when `name` is
  /// `nil`. The name is trimmed; it must be 1 to `maximumLength` characters without control
  /// characters, differ from the other team's name (ignoring case) and not be a word the
  /// screens use for something else ("Bench", "Draw", "None", the other team's standard name).
  public func renaming(_ team: Team, to name: String?) throws(FootballGatherError) -> TeamNames {
    guard team != .bench else { throw .invalidInput("the Bench has no name to change") }
    let newName = try name.map { (text: String) throws(FootballGatherError) in
      try validated(text, for: team)
    }
    var renamed = self
    if team == .teamA {
      renamed.teamA = newName ?? team.displayName
    } else {
      renamed.teamB = newName ?? team.displayName
    }
    return renamed
  }

  private func validated(_ text: String, for team: Team) throws(FootballGatherError) -> String {
    let other: Team = team == .teamA ? .teamB : .teamA
    let letter = team == .teamA ? "a" : "b"
    let name = String(
      text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    guard !name.isEmpty else {
      throw .invalidInput(
        "a team name cannot be empty; type 'name \(letter) NAME', or 'name \(letter)' alone "
          + "for '\(team.displayName)'")
    }
    try NameRule.refuseForbiddenCharacters(in: name, what: "a team name")
    guard name.count <= Self.maximumLength else {
      throw .invalidInput(
        "a team name has at most \(Self.maximumLength) characters ('\(name)' has \(name.count)); "
          + "shorten it")
    }
    let lowered = name.lowercased()
    guard lowered != self.name(of: other).lowercased() else {
      throw .invalidInput(
        "\(other.displayName) is already called '\(self.name(of: other))'; "
          + "give \(team.displayName) another name")
    }
    let reserved = [Team.bench.displayName, "Draw", "None", other.displayName]
    if let word = reserved.first(where: { $0.lowercased() == lowered }) {
      throw .invalidInput(
        "'\(word)' already means something else on these screens; choose another name")
    }
    return name
  }
}
