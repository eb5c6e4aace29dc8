extension Outcome {
  /// What a person reads as the result: "Team A", "Team B" or "Draw".
  public var displayName: String {
    switch self {
    case .win(let team): team.displayName
    case .draw: "Draw"
    }
  }

  /// The result in a gather whose teams are called `names`: "Bibs", "Team B" or "Draw".
  public func displayName(in names: TeamNames) -> String {
    switch self {
    case .win(let team): names.name(of: team)
    case .draw: "Draw"
    }
  }
}
