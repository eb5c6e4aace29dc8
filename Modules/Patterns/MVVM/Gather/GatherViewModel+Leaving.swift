import Domain

/// The ways out of the match screen: ending the gather, leaving it unfinished, and
/// discarding a match offered back after a crash. The view model asks (`question`), the
/// view asks the user and sends the answer (`didAnswer(_:)`); `exit` says where to go.
extension GatherViewModel {
  /// The user typed `back`: asked first; a yes leaves the match, saved, for the list.
  func didAskToLeave() {
    ask(Question(kind: .confirm, text: Text.leaveQuestion), for: .leave(quitting: false))
  }

  /// The user typed `quit`: asked first; a yes leaves the match, saved, as the app ends.
  func didAskToQuit() {
    ask(Question(kind: .confirm, text: Text.leaveQuestion), for: .leave(quitting: true))
  }

  /// The input ended, which cannot be asked: the match stays saved, silently.
  func didReachEndOfInput() async {
    await keepMatch()
  }

  /// The match offered back, brought up to now first: the offer, what passed while its
  /// timer ran on without the screen, and the question whether to go on with it.
  func offerResume() {
    let away = catchUp()
    message.value = Text.resumeOffer(status)
    if let away { report.value = Text.away(away, status: status) }
    ask(Question(kind: .confirm, text: Text.resumeQuestion), for: .resume)
  }

  /// A "no" to resuming: only a second, explicit "yes" discards the match.
  func askToDiscard() {
    ask(Question(kind: .discard, text: Text.discardQuestion(status)), for: .discard)
  }

  func discardOrKeep(_ discarding: Bool) async {
    if discarding {
      do {
        try await forgetMatch()
        message.value = Text.discarded
      } catch {
        errorMessage.value = "could not discard the match: \(error.message)"
      }
    } else {
      message.value = Text.kept
    }
    exit.value = .left
  }

  /// Ends the gather: the result as saved, then back to the list; when it could not be
  /// saved the match goes on.
  func endGather() async {
    let before = status
    do {
      let gather = try await saveResult()
      report.value = Text.ended(gather, status: before)
      exit.value = .ended(gather)
    } catch {
      errorMessage.value = "could not end the gather: \(error.message)"
    }
  }

  /// Leaves the match unfinished, saved for the next login (a running timer runs on).
  func leave(quitting: Bool) async {
    await keepMatch()
    message.value = Text.left(status)
    exit.value = quitting ? .quit : .left
  }
}
