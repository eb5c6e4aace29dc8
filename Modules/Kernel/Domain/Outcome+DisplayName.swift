extension Outcome {
  /// What a person reads as the result: "Team A", "Team B" or "Draw".
  public var displayName: String {
    switch self {
    case .win(let team): team.displayName
    case .draw: "Draw"
    }
  }
}
