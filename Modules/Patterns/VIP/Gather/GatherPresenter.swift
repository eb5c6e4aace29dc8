import Domain

/// What the presenter hands the view controller: view models, ready to show.
@MainActor
protocol GatherDisplayLogic: AnyObject {
  func displayMatch(viewModel: GatherModels.MatchViewModel)
  func displayMessage(viewModel: String)
  func displayLines(viewModel: [String])
  func displayError(viewModel: String)
  func displayAnnouncement(viewModel: GatherModels.Announcement)
  func displayQuestion(viewModel: GatherModels.QuestionViewModel) async
  func displayExit(viewModel: GatherModels.ExitViewModel) async
}

/// The match scene's presentation logic in VIP: turns each response of the interactor into
/// the words and rows of a view model and hands it to the view controller.
@MainActor
final class GatherPresenter: GatherPresentationLogic {
  /// The view controller, held weakly: it owns the interactor, which owns the presenter.
  weak var viewController: (any GatherDisplayLogic)?

  func presentMatch(response: GatherModels.MatchResponse) {
    let message = response.before.flatMap { Text.change(from: $0, to: response.status) }
    let content =
      response.listing.map { Text.content(of: response.status, window: $0) }
      ?? Text.update(of: response.status)
    viewController?.displayMatch(viewModel: .init(message: message, content: content))
  }

  func presentEndOfLineUp() {
    viewController?.displayMessage(viewModel: Text.endOfLineUp)
  }

  func presentGoal(response: GatherModels.GoalResponse) {
    switch response {
    case .scored(let goal, let match):
      viewController?.displayMessage(viewModel: Text.scored(goal, in: match))
    case .undone(let goal, let match):
      viewController?.displayMessage(viewModel: Text.undone(goal, in: match))
    case .removed(let goal, let number, let before, let after):
      viewController?.displayMessage(
        viewModel: Text.removed(goal, number: number, before: before, after: after))
    case .scoreSet(let match):
      viewController?.displayMessage(viewModel: Text.scoreSet(match))
    case .renamed(let team, let status):
      viewController?.displayMatch(
        viewModel: .init(
          message: Text.renamed(team, in: status.match.teamNames),
          content: Text.update(of: status)))
    }
  }

  func presentLineUp(response: GatherModels.LineUpResponse) {
    viewController?.displayMatch(
      viewModel: .init(
        message: Text.lineUpChanged(response.changes, in: response.status.match),
        content: Text.update(of: response.status)))
  }

  func presentLatecomer(response: GatherModels.LatecomerResponse) {
    viewController?.displayMatch(
      viewModel: .init(
        message: Text.joined(response.change, number: response.number, in: response.status.match),
        content: Text.update(of: response.status)))
  }

  func presentNobodyAdded() {
    viewController?.displayMessage(viewModel: Text.nobodyAdded)
  }

  func presentGoalLog(response: Match) {
    viewController?.displayLines(viewModel: Text.goalLog(response))
  }

  func presentRefusal(response: GatherModels.Refusal) {
    let message =
      switch response {
      case .timer(let refusal): Text.refusal(refusal)
      case .goal(let refusal, let names): Text.refusal(refusal, names: names)
      case .lineUp(let refusal, let names): Text.refusal(refusal, names: names)
      case .several(let text, let found): Text.severalFit(text, found)
      case .noPlayer(let number): Text.noPlayer(numbered: number)
      case .plan(let error, let example): "\(error.message), e.g. '\(example)'"
      case .failed(let error, nil): error.message
      case .failed(let error, let doing?): "could not \(doing): \(error.message)"
      }
    viewController?.displayError(viewModel: message)
  }

  func presentTick(response: GatherModels.TickResponse) {
    switch response {
    case .passed(let events, let status):
      for event in events {
        let line = Text.line(for: event, status: status)
        viewController?.displayAnnouncement(viewModel: .init(text: line.text, bell: line.bell))
      }
    case .timeLeft(let status):
      viewController?.displayAnnouncement(
        viewModel: .init(text: Text.timeLeft(status.remaining), bell: false))
    case .saveFailed(let error):
      viewController?.displayAnnouncement(
        viewModel: .init(text: "error: the match could not be saved: \(error.message)", bell: false)
      )
    }
  }

  func presentQuestion(response: GatherModels.Question) async {
    let viewModel: GatherModels.QuestionViewModel =
      switch response {
      case .end(let status): .init(preface: [], question: Text.endQuestion(status), asked: .end)
      case .leave(let leaving):
        .init(preface: [], question: Text.leaveQuestion, asked: .leave(leaving))
      case .resume(let status, let away):
        .init(
          preface: [Text.resumeOffer(status)] + (away.map { Text.away($0, status: status) } ?? []),
          question: Text.resumeQuestion, asked: .resume)
      case .discard(let status):
        .init(preface: [], question: Text.discardQuestion(status), asked: .discard)
      case .resetClock(let plan, let timer):
        .init(preface: [], question: Text.resetQuestion(timer), asked: .resetClock(plan))
      case .guest(let name, let team):
        .init(
          preface: [], question: Text.guestQuestion(name), asked: .guest(name: name, team: team))
      }
    await viewController?.displayQuestion(viewModel: viewModel)
  }

  func presentGoesOn() {
    viewController?.displayMessage(viewModel: Text.goesOn)
  }

  func presentExit(response: GatherModels.Exit) async {
    let viewModel: GatherModels.ExitViewModel =
      switch response {
      case .ended(let gather, let status):
        .init(lines: Text.ended(gather, status: status), route: .playerList(gather))
      case .left(.back, let status): .init(lines: [Text.left(status)], route: .back)
      case .left(.quit, let status): .init(lines: [Text.left(status)], route: .quit)
      case .discarded: .init(lines: [Text.discarded], route: .back)
      case .discardFailed(let error):
        .init(lines: [], error: "could not discard the match: \(error.message)", route: .back)
      case .kept: .init(lines: [Text.kept], route: .back)
      }
    await viewController?.displayExit(viewModel: viewModel)
  }
}
