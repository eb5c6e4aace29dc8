import Domain

/// The ways out of the match screen: ending the gather, leaving it unfinished, and
/// discarding a match offered back after a crash.
extension GatherPresenter {
  func endGather() async {
    guard await view.askConfirmation(Text.endQuestion(status)) else {
      return view.showMessage(Text.goesOn)
    }
    let before = status
    do {
      let gather = try await saveResult()
      view.showLines(Text.ended(gather, status: before))
      await view.handleSuccessfulEndGather(gather)
    } catch {
      view.handleError("could not end the gather: \(error.message)")
    }
  }

  /// `back`: asks first, since the match has not ended.
  func leaveGather() async {
    guard await confirmLeaving() else { return view.showMessage(Text.goesOn) }
    await view.handleLeftGather()
  }

  /// `quit`, or the end of input (which cannot be asked and keeps the match saved).
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    guard !atEndOfInput else {
      await keepMatch()
      return true
    }
    guard await confirmLeaving() else {
      view.showMessage(Text.goesOn)
      return false
    }
    return true
  }

  private func confirmLeaving() async -> Bool {
    guard await view.askConfirmation(Text.leaveQuestion) else { return false }
    await keepMatch()
    view.showMessage(Text.left(status))
    return true
  }

  /// Asks about a match offered back (left, quit or after a crash); `true` to go on with
  /// it, saying first what passed if its timer ran on meanwhile. Only a second, explicit
  /// "yes" discards it.
  func resumeOrDiscard() async -> Bool {
    let away = catchUp()
    view.showMessage(Text.resumeOffer(status))
    if let away { view.showLines(Text.away(away, status: status)) }
    if await view.askConfirmation(Text.resumeQuestion) { return true }
    if await view.askToDiscard(Text.discardQuestion(status)) {
      do {
        try await forgetMatch()
        view.showMessage(Text.discarded)
      } catch {
        view.handleError("could not discard the match: \(error.message)")
      }
    } else {
      view.showMessage(Text.kept)
    }
    await view.handleLeftGather()
    return false
  }
}
