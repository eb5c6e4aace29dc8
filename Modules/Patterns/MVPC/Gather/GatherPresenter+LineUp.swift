import Domain

/// The line-up commands: a player moved, two swapped, a substitution.
extension GatherPresenter {
  /// `a 3`, `swap 2 5`, `sub 2 7`: asks the model whether the change is allowed, makes it
  /// (saved) and tells the view what changed and to show the teams again.
  func changeLineUp(_ request: LineUpRequest) async {
    if let refusal = match.refusal(of: request) {
      return view.handleError(Text.refusal(refusal, names: match.teamNames))
    }
    do {
      let changes = try await edit { match, now throws(FootballGatherError) in
        try match.changeLineUp(request, at: now)
      }
      view.showMessage(Text.lineUpChanged(changes, in: match))
      view.display(Text.content(of: status))
    } catch {
      view.handleError(error.message)
    }
  }
}
