import Domain

/// The ways out of the match screen: ending the gather, leaving it unfinished, and
/// discarding a match offered back after a crash. The view asks the questions (they are
/// the view's to ask); the view model gives their words and acts on the answers.
extension GatherViewModel {
  var endQuestion: String { Text.endQuestion(status) }
  var leaveQuestion: String { Text.leaveQuestion }
  /// The match offered back, brought up to now first: the offer, then what passed while
  /// its timer ran on without the screen.
  func resumeOffer() -> [Feedback] {
    let away = catchUp()
    return [.message(Text.resumeOffer(status))]
      + (away.map { [.lines(Text.away($0, status: status))] } ?? [])
  }
  var resumeQuestion: String { Text.resumeQuestion }
  var discardQuestion: String { Text.discardQuestion(status) }
  /// What a "no" to ending or leaving shows.
  var goesOn: [Feedback] { [.message(Text.goesOn)] }
  /// What a "no" to discarding a resumed match shows.
  var kept: [Feedback] { [.message(Text.kept)] }

  /// Ends the gather: the result as saved, and the gather to go back with (`nil` when
  /// it could not be saved).
  func endGather() async -> (feedback: [Feedback], ended: Gather?) {
    let before = status
    do {
      let gather = try await saveResult()
      return ([.lines(Text.ended(gather, status: before))], gather)
    } catch {
      return ([.error("could not end the gather: \(error.message)")], nil)
    }
  }

  /// Leaves the match unfinished, saved for the next login (a running timer runs on).
  func leave() async -> [Feedback] {
    await keepMatch()
    return [.message(Text.left(status))]
  }

  /// Leaves at the end of input, which cannot be asked: the match stays saved, silently.
  func leaveAtEndOfInput() async {
    await keepMatch()
  }

  func discard() async -> [Feedback] {
    do {
      try await forgetMatch()
      return [.message(Text.discarded)]
    } catch {
      return [.error("could not discard the match: \(error.message)")]
    }
  }
}
