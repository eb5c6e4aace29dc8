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
      view.display(Text.update(of: status))
    } catch {
      view.handleError(error.message)
    }
  }
}

extension GatherPresenter {
  /// `add Fay`: looks the latecomer up on the roster (a name nobody has is asked about
  /// before it joins the roster as a guest), asks the model to make the join (saved) and
  /// tells the view who joined with which number.
  func addLatecomer(_ text: String, to team: Team) async {
    do {
      let player: Player
      switch try await playerService.latecomer(text) {
      case .found(let found): player = found
      case .several(let found): return view.handleError(Text.severalFit(text, found))
      case .newGuest(let name):
        guard await view.askConfirmation(Text.guestQuestion(name)) else {
          return view.showMessage(Text.nobodyAdded)
        }
        player = try await playerService.createPlayer(
          PlayerDraft(name: try PlayerRules.validateName(name)))
      }
      if let refusal = match.joinRefusal(of: player) {
        return view.handleError(Text.refusal(refusal, names: match.teamNames))
      }
      let joined = try await edit { match, now throws(FootballGatherError) in
        try match.joinLate(player, to: team, at: now)
      }
      view.showMessage(Text.joined(joined.change, number: joined.number, in: match))
      view.display(Text.update(of: status))
    } catch {
      view.handleError(error.message)
    }
  }
}
