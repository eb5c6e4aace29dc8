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

  /// `add Fay`: looks the latecomer up on the roster and lets them join, or says why not,
  /// or asks first whether a name nobody on the roster has joins it as a guest.
  func addLatecomer(_ text: String, to team: Team) async {
    do {
      switch try await playerService.latecomer(text) {
      case .found(let player): await join(player, to: team)
      case .several(let found): errorMessage.value = Text.severalFit(text, found)
      case .newGuest(let name):
        ask(
          Question(kind: .confirm, text: Text.guestQuestion(name)),
          for: .guest(name: name, team: team))
      }
    } catch {
      errorMessage.value = error.message
    }
  }

  /// The answer to the guest question: `name` joins the roster and the match, or nobody.
  func addGuest(named name: String, to team: Team, agreed: Bool) async {
    guard agreed else {
      message.value = Text.nobodyAdded
      return
    }
    do {
      let guest = try await playerService.createPlayer(
        PlayerDraft(name: try PlayerRules.validateName(name)))
      await join(guest, to: team)
    } catch {
      errorMessage.value = error.message
    }
  }

  private func join(_ player: Player, to team: Team) async {
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
