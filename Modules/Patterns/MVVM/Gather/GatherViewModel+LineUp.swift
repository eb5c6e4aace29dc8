import Domain

/// The line-up commands: a player moved, two swapped, a substitution.
extension GatherViewModel {
  /// `a 3`, `swap 2 5`, `sub 2 7`: asks the model whether the change is allowed, makes it
  /// (saved) and answers what to show: what changed, then the teams again.
  func changeLineUp(_ request: LineUpRequest) async -> [Feedback] {
    if let refusal = match.refusal(of: request) {
      return [.error(Text.refusal(refusal, names: match.teamNames))]
    }
    do {
      let changes = try await edit { match, now throws(FootballGatherError) in
        try match.changeLineUp(request, at: now)
      }
      return [.message(Text.lineUpChanged(changes, in: match)), .screen]
    } catch {
      return [.error(error.message)]
    }
  }
}
