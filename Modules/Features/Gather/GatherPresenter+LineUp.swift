import Domain
import Presentation

/// The line-up commands: a player moved, two swapped, a substitution.
extension GatherPresenter {
  /// Says what changed ("Line-up: 12' Cy on for Dee (Team B).") and shows the teams again
  /// (the timer alone on a long line-up), or words the match's refusal with the command to
  /// type.
  func didRequestLineUp(_ request: LineUpRequest) async {
    do {
      show(try await interactor.changeLineUp(request))
    } catch {
      view.displayError(error.message)
    }
  }

  /// `add Fay`: a roster player by name or number joins; several that fit are one error;
  /// a name nobody has is asked about before it joins the roster as a guest.
  func didRequestLatecomer(_ text: String, to team: Team) async {
    do {
      let player: Player
      switch try await interactor.findLatecomer(text) {
      case .found(let found): player = found
      case .several(let found):
        return view.displayError(GatherText.severalFit(text, found))
      case .newGuest(let name):
        guard await view.askConfirmation(GatherText.guestQuestion(name)) else {
          return view.displayMessage(GatherText.nobodyAdded)
        }
        player = try await interactor.addGuest(named: name)
      }
      show(try await interactor.join(player, to: team))
    } catch {
      view.displayError(error.message)
    }
  }

  /// What the match made of a line-up change, or its refusal worded with the way out.
  private func show(_ outcome: LineUpOutcome) {
    switch outcome {
    case .done(let changes, let status):
      view.displayMessage(GatherText.lineUpChanged(changes, in: status.match))
      displayChange(status)
    case .joined(let number, let change, let status):
      view.displayMessage(
        GatherText.joined(change, number: number, in: status.match))
      displayChange(status)
    case .refused(let refusal, let names):
      view.displayError(GatherText.refusal(refusal, names: names))
    }
  }
}
