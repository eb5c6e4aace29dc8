import Domain

/// The line-up commands: a player moved, two swapped, a substitution.
extension GatherViewController {
  /// `a 3`, `swap 2 5`, `sub 2 7`: the controller asks the model whether the change is
  /// allowed, makes it (saved), says what changed and shows the teams again.
  func changeLineUp(_ request: LineUpRequest) async {
    if let refusal = match.refusal(of: request) {
      return console.error(Text.refusal(refusal, names: match.teamNames))
    }
    do {
      let changes = try await edit { match, now throws(FootballGatherError) in
        try match.changeLineUp(request, at: now)
      }
      console.line(Text.lineUpChanged(changes, in: match))
      render()
    } catch {
      console.error(error.message)
    }
  }
}
