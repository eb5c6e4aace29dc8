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
    guard let (a, b) = try? WholeNumber.pair(text, separatedBy: ["-"], in: 0...Int.max, 0...Int.max)
    else { return nil }
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
