import Domain
import Presentation

/// The ways out of the match screen: ending the gather, leaving it unfinished, and
/// discarding a match offered back after a crash.
extension GatherPresenter {
  func didRequestEnd() async {
    let status = interactor.status
    guard await view.askConfirmation(GatherText.endQuestion(status)) else {
      return view.displayMessage(GatherText.goesOn)
    }
    do {
      let ending = interactor.status
      let gather = try await interactor.endMatch()
      view.displayLines(GatherText.ended(gather, status: ending))
      await router?.finishMatch(gather)
    } catch {
      view.displayError("could not end the gather: \(error.message)")
    }
  }

  /// `back`: asks first, since the match has not ended.
  func didRequestLeave() async {
    guard await confirmLeaving() else { return view.displayMessage(GatherText.goesOn) }
    await router?.leaveMatch()
  }

  /// `quit`, or the end of input (which cannot be asked and keeps the match saved).
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    guard !atEndOfInput else {
      await interactor.leave()
      return true
    }
    guard await confirmLeaving() else {
      view.displayMessage(GatherText.goesOn)
      return false
    }
    return true
  }

  private func confirmLeaving() async -> Bool {
    guard await view.askConfirmation(GatherText.leaveQuestion) else { return false }
    await interactor.leave()
    view.displayMessage(GatherText.left(interactor.status))
    return true
  }

  /// Asks about a match offered back (left, quit or after a crash); `true` to go on with
  /// it. A timer that ran on meanwhile is caught up first, and what passed is said.
  ///
  /// Only an explicit `discard` (or `y`) to a question that names the match discards it:
  /// "no", an empty answer or the end of input keep it saved for `resume` on the player
  /// list, and an answer that is neither (`resume`) asks the same question again.
  func resumeOrDiscard() async -> Bool {
    let away = interactor.catchUp()
    let status = interactor.status
    view.displayMessage(GatherText.resumeOffer(status))
    if let away { view.displayLines(GatherText.away(away, status: status)) }
    if await view.askConfirmation(GatherText.resumeQuestion) { return true }
    if await view.askToDiscard(GatherText.discardQuestion(status)) {
      do {
        try await interactor.discardMatch()
        view.displayMessage(GatherText.discarded)
      } catch {
        view.displayError("could not discard the match: \(error.message)")
      }
    } else {
      view.displayMessage(GatherText.kept)
    }
    await router?.leaveMatch()
    return false
  }
}
