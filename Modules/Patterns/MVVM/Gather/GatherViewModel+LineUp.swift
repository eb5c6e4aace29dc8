import Domain

/// The line-up commands: a player moved, two swapped, a substitution, a latecomer.
extension GatherViewModel {
  /// `a 3`, `swap 2 5`, `sub 2 7`: asks the model whether the change is allowed, makes it
  /// (saved) and shows what changed, then the teams again.
  func changeLineUp(_ request: LineUpRequest) async {
    if let refusal = match.refusal(of: request) {
      errorMessage.value = Text.refusal(refusal, names: match.teamNames)
      return
    }
    do {
      let changes = try await edit { match, now throws(FootballGatherError) in
        try match.changeLineUp(request, at: now)
      }
      message.value = Text.lineUpChanged(changes, in: match)
      showUpdate()
    } catch {
      errorMessage.value = error.message
    }
  }

  /// `player` joins the match late (saved), or the refusal says why not.
  func join(_ player: Player, to team: Team) async {
    if let refusal = match.joinRefusal(of: player) {
      errorMessage.value = Text.refusal(refusal, names: match.teamNames)
      return
    }
    do {
      let joined = try await edit { match, now throws(FootballGatherError) in
        try match.joinLate(player, to: team, at: now)
      }
      message.value = Text.joined(joined.change, number: joined.number, in: match)
      showUpdate()
    } catch {
      errorMessage.value = error.message
    }
  }
}
