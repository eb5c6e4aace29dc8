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
      return [.message(Text.lineUpChanged(changes, in: match)), .update]
    } catch {
      return [.error(error.message)]
    }
  }
}

extension GatherViewModel {
  /// What `add TEXT` comes to before anything changes: what to show, or a question to ask
  /// first (a name nobody on the roster has joins it as a guest only after a yes).
  enum LatecomerAnswer: Equatable {
    case show([Feedback])
    case askGuest(question: String, name: String)
  }

  /// `add Fay`: looks the latecomer up on the roster and lets them join, or says why not,
  /// or asks about a guest first.
  func addLatecomer(_ text: String, to team: Team) async -> LatecomerAnswer {
    do {
      switch try await playerService.latecomer(text) {
      case .found(let player): return .show(await join(player, to: team))
      case .several(let found): return .show([.error(Text.severalFit(text, found))])
      case .newGuest(let name): return .askGuest(question: Text.guestQuestion(name), name: name)
      }
    } catch {
      return .show([.error(error.message)])
    }
  }

  /// The answer to the guest question: `name` joins the roster and the match, or nobody.
  func addGuest(named name: String, to team: Team, agreed: Bool) async -> [Feedback] {
    guard agreed else { return [.message(Text.nobodyAdded)] }
    do {
      let guest = try await playerService.createPlayer(
        PlayerDraft(name: try PlayerRules.validateName(name)))
      return await join(guest, to: team)
    } catch {
      return [.error(error.message)]
    }
  }

  private func join(_ player: Player, to team: Team) async -> [Feedback] {
    if let refusal = match.joinRefusal(of: player) {
      return [.error(Text.refusal(refusal, names: match.teamNames))]
    }
    do {
      let joined = try await edit { match, now throws(FootballGatherError) in
        try match.joinLate(player, to: team, at: now)
      }
      return [.message(Text.joined(joined.change, number: joined.number, in: match)), .update]
    } catch {
      return [.error(error.message)]
    }
  }
}
