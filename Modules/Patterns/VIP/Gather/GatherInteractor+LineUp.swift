import Domain
import Presentation

/// The line-up use cases: a player moved, two swapped, a substitution; a latecomer. A
/// change the match refuses is answered before anything is saved.
extension GatherInteractor {
  func changeLineUp(request: GatherModels.ChangeLineUp.Request) async {
    if let refusal = match.refusal(of: request.change) {
      return presenter.presentLineUp(response: .refused(refusal, match.teamNames))
    }
    do {
      let changes = try await edit { match, now throws(FootballGatherError) in
        try match.changeLineUp(request.change, at: now)
      }
      presenter.presentLineUp(response: .changed(changes, MatchFacts(status)))
    } catch {
      presenter.presentLineUp(response: .failed(error))
    }
  }

  /// A latecomer: looked up on the roster, or asked about as a guest, then joined.
  func addLatecomer(request: GatherModels.AddLatecomer.Request) async {
    switch request {
    case .typed(let text, let team): await find(text, for: team)
    case .guest(let name, let team): await addGuest(named: name, to: team)
    case .noGuest: await presenter.presentLatecomer(response: .nobodyAdded)
    }
  }

  private func find(_ text: String, for team: Team) async {
    do {
      switch try await playerService.latecomer(text) {
      case .found(let player): await join(player, to: team)
      case .several(let found): await presenter.presentLatecomer(response: .several(text, found))
      case .newGuest(let name):
        await presenter.presentLatecomer(response: .askGuest(name: name, team: team))
      }
    } catch {
      await presenter.presentLatecomer(response: .failed(error))
    }
  }

  private func addGuest(named name: String, to team: Team) async {
    do {
      let guest = try await playerService.createPlayer(
        PlayerDraft(name: try PlayerRules.validateName(name)))
      await join(guest, to: team)
    } catch {
      await presenter.presentLatecomer(response: .failed(error))
    }
  }

  private func join(_ player: Player, to team: Team) async {
    if let refusal = match.joinRefusal(of: player) {
      return await presenter.presentLatecomer(response: .refused(refusal, match.teamNames))
    }
    do {
      let joined = try await edit { match, now throws(FootballGatherError) in
        try match.joinLate(player, to: team, at: now)
      }
      await presenter.presentLatecomer(
        response: .joined(number: joined.number, joined.change, MatchFacts(status)))
    } catch {
      await presenter.presentLatecomer(response: .failed(error))
    }
  }
}
