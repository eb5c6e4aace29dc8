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
      renderChange()
    } catch {
      console.error(error.message)
    }
  }
}

extension GatherViewController {
  /// `add Fay`: the controller looks the latecomer up on the roster (a name nobody has is
  /// asked about before it joins the roster as a guest), the model checks and makes the
  /// join (saved), and the controller says who joined with which number.
  func addLatecomer(_ text: String, to team: Team) async {
    do {
      let player: Player
      switch try await playerService.latecomer(text) {
      case .found(let found): player = found
      case .several(let found): return console.error(Text.severalFit(text, found))
      case .newGuest(let name):
        guard await console.confirm(Text.guestQuestion(name)) else {
          return console.line(Text.nobodyAdded)
        }
        player = try await playerService.createPlayer(
          PlayerDraft(name: try PlayerRules.validateName(name)))
      }
      if let refusal = match.joinRefusal(of: player) {
        return console.error(Text.refusal(refusal, names: match.teamNames))
      }
      let joined = try await edit { match, now throws(FootballGatherError) in
        try match.joinLate(player, to: team, at: now)
      }
      console.line(Text.joined(joined.change, number: joined.number, in: match))
      renderChange()
    } catch {
      console.error(error.message)
    }
  }
}
