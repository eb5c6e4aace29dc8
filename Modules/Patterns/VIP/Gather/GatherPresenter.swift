import Domain
import Presentation

/// What the presenter hands the view controller: one view model per use case, ready to show.
@MainActor
protocol GatherDisplayLogic: AnyObject {
  func displayMatch(viewModel: GatherModels.ShowMatch.ViewModel) async
  func displayLineUpPage(viewModel: GatherModels.ListLineUp.ViewModel)
  func displayTimer(viewModel: GatherModels.ChangeTimer.ViewModel) async
  func displayTick(viewModel: GatherModels.Tick.ViewModel)
  func displayGoal(viewModel: GatherModels.ScoreGoal.ViewModel)
  func displayUndo(viewModel: GatherModels.UndoGoal.ViewModel)
  func displayRemoval(viewModel: GatherModels.RemoveGoal.ViewModel)
  func displayScore(viewModel: GatherModels.SetScore.ViewModel)
  func displayRename(viewModel: GatherModels.RenameTeam.ViewModel)
  func displayGoalLog(viewModel: GatherModels.ShowGoalLog.ViewModel)
  func displayLineUp(viewModel: GatherModels.ChangeLineUp.ViewModel)
  func displayLatecomer(viewModel: GatherModels.AddLatecomer.ViewModel) async
  func displayEnd(viewModel: GatherModels.EndGather.ViewModel) async
  func displayLeave(viewModel: GatherModels.Leave.ViewModel) async
  func displayResume(viewModel: GatherModels.Resume.ViewModel) async
  func displayDiscard(viewModel: GatherModels.Discard.ViewModel) async
}

/// The match scene's presentation logic in VIP: turns each use case's response into the
/// words and rows of its view model and hands it to the view controller. The match and
/// its timer here; the goals, the line-up and the ways out in `+Goals` and `+Leaving`.
@MainActor
final class GatherPresenter: GatherPresentationLogic {
  /// The view controller, held weakly: it owns the interactor, which owns the presenter.
  weak var viewController: (any GatherDisplayLogic)?

  func presentMatch(response: GatherModels.ShowMatch.Response) async {
    let viewModel: GatherModels.ShowMatch.ViewModel =
      switch response {
      case .match(let facts, let before):
        .match(
          .init(
            message: before.flatMap { Text.change(from: $0, to: facts.timer) },
            content: Text.content(of: facts)))
      case .offerResume(let facts, let away):
        .offerResume(
          preface: [Text.resumeOffer(facts)] + (away.map { Text.away($0, facts: facts) } ?? []),
          question: Text.resumeQuestion)
      case .failed(let error): .error(error.message)
      }
    await viewController?.displayMatch(viewModel: viewModel)
  }

  func presentLineUpPage(response: GatherModels.ListLineUp.Response) {
    switch response {
    case .page(let facts, let window):
      viewController?.displayLineUpPage(viewModel: .page(Text.content(of: facts, window: window)))
    case .endOfLineUp: viewController?.displayLineUpPage(viewModel: .endOfLineUp(Text.endOfLineUp))
    }
  }

  func presentTimer(response: GatherModels.ChangeTimer.Response) async {
    let viewModel: GatherModels.ChangeTimer.ViewModel =
      switch response {
      case .changed(let facts, let before):
        .changed(
          .init(
            message: Text.change(from: before, to: facts.timer), content: Text.update(of: facts)))
      case .refused(let refusal): .error(Text.refusal(refusal))
      case .badPlan(let error, let example): .error("\(error.message), e.g. '\(example)'")
      case .asksToResetClock(let plan, let played):
        .askToResetClock(question: Text.resetQuestion(played: played), plan: plan)
      case .failed(let error): .error(error.message)
      }
    await viewController?.displayTimer(viewModel: viewModel)
  }

  func presentTick(response: GatherModels.Tick.Response) {
    let announcements: [GatherModels.Tick.ViewModel.Announcement] =
      switch response {
      case .passed(let events, let facts):
        events.map { event in
          let line = Text.line(for: event, facts: facts)
          return .init(text: line.text, bell: line.bell)
        }
      case .timeLeft(let remaining): [.init(text: Text.timeLeft(remaining), bell: false)]
      case .saveFailed(let error):
        [.init(text: "error: the match could not be saved: \(error.message)", bell: false)]
      }
    viewController?.displayTick(viewModel: .init(announcements: announcements))
  }

  func presentLineUp(response: GatherModels.ChangeLineUp.Response) {
    let viewModel: GatherModels.ChangeLineUp.ViewModel =
      switch response {
      case .changed(let changes, let facts):
        .changed(
          .init(message: Text.lineUpChanged(changes, in: facts), content: Text.update(of: facts)))
      case .refused(let refusal, let names): .error(Text.refusal(refusal, names: names))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayLineUp(viewModel: viewModel)
  }

  func presentLatecomer(response: GatherModels.AddLatecomer.Response) async {
    let viewModel: GatherModels.AddLatecomer.ViewModel =
      switch response {
      case .joined(let number, let change, let facts):
        .joined(
          .init(
            message: Text.joined(change, number: number, in: facts),
            content: Text.update(of: facts)))
      case .several(let text, let found): .error(Text.severalFit(text, found))
      case .askGuest(let name, let team):
        .askGuest(question: Text.guestQuestion(name), name: name, team: team)
      case .nobodyAdded: .message(Text.nobodyAdded)
      case .refused(let refusal, let names): .error(Text.refusal(refusal, names: names))
      case .failed(let error): .error(error.message)
      }
    await viewController?.displayLatecomer(viewModel: viewModel)
  }
}
