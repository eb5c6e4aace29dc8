import Domain

/// The ways out of the match screen: ending the gather, leaving it unfinished, and
/// discarding a match offered back after a crash. The controller asks and acts.
extension GatherViewController {
  func endGather() async {
    guard await console.confirm(Text.endQuestion(status)) else {
      return console.line(Text.goesOn)
    }
    let before = status
    do {
      let gather = try await saveResult()
      console.lines(Text.ended(gather, status: before))
      await delegate?.gatherViewController(didEnd: gather)
    } catch {
      console.error("could not end the gather: \(error.message)")
    }
  }

  /// `back`: asks first, since the match has not ended.
  func leaveGather() async {
    guard await confirmLeaving() else { return console.line(Text.goesOn) }
    await delegate?.gatherViewControllerDidLeave()
  }

  /// `quit`, or the end of input (which cannot be asked and keeps the match saved).
  public func shouldQuit(atEndOfInput: Bool) async -> Bool {
    guard !atEndOfInput else {
      await keepMatch()
      return true
    }
    guard await confirmLeaving() else {
      console.line(Text.goesOn)
      return false
    }
    return true
  }

  private func confirmLeaving() async -> Bool {
    guard await console.confirm(Text.leaveQuestion) else { return false }
    await keepMatch()
    console.line(Text.left(status))
    return true
  }

  /// Asks about a match offered back (left, quit or after a crash); `true` to go on with
  /// it, saying first what passed if its timer ran on meanwhile. Only a second, explicit
  /// "yes" discards it.
  func resumeOrDiscard() async -> Bool {
    let away = catchUp()
    console.line(Text.resumeOffer(status))
    if let away { console.lines(Text.away(away, status: status)) }
    if await console.confirm(Text.resumeQuestion) { return true }
    if await console.confirmDiscard(Text.discardQuestion(status)) {
      do {
        try await forgetMatch()
        console.line(Text.discarded)
      } catch {
        console.error("could not discard the match: \(error.message)")
      }
    } else {
      console.line(Text.kept)
    }
    await delegate?.gatherViewControllerDidLeave()
    return false
  }
}
