import Domain

/// The ways out of the match screen: ending the gather, leaving it unfinished, and
/// discarding a match offered back after a crash.
extension GatherPresenter {
  func didRequestEnd() async {
    let status = interactor.status
    let score = GatherPresenter.Formatter.scoreLine(status.match)
    guard await view.askConfirmation("End the gather at \(score)?") else {
      return view.displayMessage("The gather goes on.")
    }
    do {
      let gather = try await interactor.endMatch()
      view.displayLines(GatherPresenter.Formatter.ended(gather, match: status.match))
      await router.showPlayerList(after: gather)
    } catch {
      view.displayError("could not end the gather: \(error.message)")
    }
  }

  /// `back`: asks first, since the match has not ended.
  func didRequestLeave() async {
    guard await confirmLeaving() else { return view.displayMessage("The gather goes on.") }
    await router.leaveMatch()
  }

  /// `quit`, or the end of input (which cannot be asked and keeps the match saved).
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    guard !atEndOfInput else {
      await interactor.leave()
      return true
    }
    guard await confirmLeaving() else {
      view.displayMessage("The gather goes on.")
      return false
    }
    return true
  }

  private func confirmLeaving() async -> Bool {
    let question =
      "The gather has not ended. Leave it? It stays saved: 'resume' on the player list "
      + "or your next login offers it again."
    guard await view.askConfirmation(question) else { return false }
    await interactor.leave()
    view.displayMessage("Left the gather with the timer paused.")
    return true
  }

  /// Asks about a match offered back after a crash; `true` to go on with it.
  ///
  /// Only an explicit `discard` (or `y`) to a question that names the match discards it:
  /// "no", an empty answer or the end of input keep it saved for `resume` on the player
  /// list, and an answer that is neither (`resume`) asks the same question again.
  func resumeOrDiscard() async -> Bool {
    let status = interactor.status
    view.displayMessage(GatherPresenter.Formatter.resumeOffer(status))
    if await view.askConfirmation("Resume it?") { return true }
    if await view.askToDiscard(GatherPresenter.Formatter.discardQuestion(status)) {
      do {
        try await interactor.discardMatch()
        view.displayMessage("Discarded the unfinished match.")
      } catch {
        view.displayError("could not discard the match: \(error.message)")
      }
    } else {
      view.displayMessage("Kept the unfinished match; 'resume' on the player list offers it again.")
    }
    await router.leaveMatch()
    return false
  }
}
