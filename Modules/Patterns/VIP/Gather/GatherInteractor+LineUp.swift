import Domain

/// The line-up requests: a player moved, two swapped, a substitution. A change the match
/// refuses is answered before anything is saved.
extension GatherInteractor {
  func changeLineUp(request: LineUpRequest) async {
    if let refusal = match.refusal(of: request) {
      return presenter.presentRefusal(response: .lineUp(refusal, match.teamNames))
    }
    do {
      let changes = try await edit { match, now throws(FootballGatherError) in
        try match.changeLineUp(request, at: now)
      }
      presenter.presentLineUp(response: .init(changes: changes, status: status))
    } catch {
      presenter.presentRefusal(response: .failed(error, doing: nil))
    }
  }
}

/// A latecomer: looked up on the roster, or asked about as a guest, then joined.
extension GatherInteractor {
  func addLatecomer(request: GatherModels.LatecomerRequest) async {
    do {
      switch try await playerService.latecomer(request.text) {
      case .found(let player): await join(player, to: request.team)
      case .several(let found):
        presenter.presentRefusal(response: .several(request.text, found))
      case .newGuest(let name):
        await presenter.presentQuestion(response: .guest(name: name, team: request.team))
      }
    } catch {
      presenter.presentRefusal(response: .failed(error, doing: nil))
    }
  }

  func addGuest(named name: String, to team: Team) async {
    do {
      let guest = try await playerService.createPlayer(
        PlayerDraft(name: try PlayerRules.validateName(name)))
      await join(guest, to: team)
    } catch {
      presenter.presentRefusal(response: .failed(error, doing: nil))
    }
  }

  func declineGuest() {
    presenter.presentNobodyAdded()
  }

  private func join(_ player: Player, to team: Team) async {
    if let refusal = match.joinRefusal(of: player) {
      return presenter.presentRefusal(response: .lineUp(refusal, match.teamNames))
    }
    do {
      let joined = try await edit { match, now throws(FootballGatherError) in
        try match.joinLate(player, to: team, at: now)
      }
      presenter.presentLatecomer(
        response: .init(number: joined.number, change: joined.change, status: status))
    } catch {
      presenter.presentRefusal(response: .failed(error, doing: nil))
    }
  }
}
