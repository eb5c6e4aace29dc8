import Domain

@testable import VIPGather

/// The presenter's view controller in the tests: records each view model, in words a test
/// reads (`match:` and the message for a match shown, `error:` for an error, `ask:` for a
/// question, `route:` for where the scene goes).
@MainActor
final class SpyDisplay: GatherDisplayLogic {
  private(set) var shown: [String] = []
  private(set) var matches: [GatherModels.DisplayedMatch] = []

  private func show(_ match: GatherModels.DisplayedMatch) {
    matches.append(match)
    shown.append("match: " + (match.message ?? "-"))
  }
  private func error(_ message: String) { shown.append("error: " + message) }
  private func ask(_ question: String) { shown.append("ask: " + question) }

  func displayMatch(viewModel: GatherModels.ShowMatch.ViewModel) async {
    switch viewModel {
    case .match(let match): show(match)
    case .offerResume(let preface, let question): shown += preface + ["ask: " + question]
    case .error(let message): error(message)
    }
  }
  func displayLineUpPage(viewModel: GatherModels.ListLineUp.ViewModel) {
    switch viewModel {
    case .page(let content): show(.init(content: content))
    case .endOfLineUp(let message): shown.append(message)
    }
  }
  func displayTimer(viewModel: GatherModels.ChangeTimer.ViewModel) async {
    switch viewModel {
    case .changed(let match): show(match)
    case .error(let message): error(message)
    case .askToResetClock(let question, let plan): ask(question + " (\(plan.periods) periods)")
    }
  }
  func displayTick(viewModel: GatherModels.Tick.ViewModel) {
    shown += viewModel.announcements.map { ($0.bell ? "bell: " : "") + $0.text }
  }
  func displayGoal(viewModel: GatherModels.ScoreGoal.ViewModel) {
    switch viewModel {
    case .scored(let message): shown.append(message)
    case .error(let message): error(message)
    }
  }
  func displayUndo(viewModel: GatherModels.UndoGoal.ViewModel) {
    switch viewModel {
    case .undone(let message): shown.append(message)
    case .error(let message): error(message)
    }
  }
  func displayRemoval(viewModel: GatherModels.RemoveGoal.ViewModel) {
    switch viewModel {
    case .removed(let message): shown.append(message)
    case .error(let message): error(message)
    }
  }
  func displayScore(viewModel: GatherModels.SetScore.ViewModel) {
    switch viewModel {
    case .set(let message): shown.append(message)
    case .error(let message): error(message)
    }
  }
  func displayRename(viewModel: GatherModels.RenameTeam.ViewModel) {
    switch viewModel {
    case .renamed(let match): show(match)
    case .error(let message): error(message)
    }
  }
  func displayGoalLog(viewModel: GatherModels.ShowGoalLog.ViewModel) { shown += viewModel.lines }
  func displayLineUp(viewModel: GatherModels.ChangeLineUp.ViewModel) {
    switch viewModel {
    case .changed(let match): show(match)
    case .error(let message): error(message)
    }
  }
  func displayLatecomer(viewModel: GatherModels.AddLatecomer.ViewModel) async {
    switch viewModel {
    case .joined(let match): show(match)
    case .askGuest(let question, _, _): ask(question)
    case .message(let message): shown.append(message)
    case .error(let message): error(message)
    }
  }
  func displayEnd(viewModel: GatherModels.EndGather.ViewModel) async {
    switch viewModel {
    case .ask(let question): ask(question)
    case .ended(let lines, _): shown += lines + ["route: player list"]
    case .goesOn(let message): shown.append(message)
    case .error(let message): error(message)
    }
  }
  func displayLeave(viewModel: GatherModels.Leave.ViewModel) async {
    switch viewModel {
    case .ask(let question, let way): ask(question + " (\(way))")
    case .left(let line, let way): shown += [line, "route: \(way)"]
    case .goesOn(let message): shown.append(message)
    }
  }
  func displayResume(viewModel: GatherModels.Resume.ViewModel) async {
    switch viewModel {
    case .resumed(let match): show(match)
    case .askDiscard(let question): ask(question)
    case .error(let message): error(message)
    }
  }
  func displayDiscard(viewModel: GatherModels.Discard.ViewModel) async {
    shown += viewModel.lines + (viewModel.error.map { ["error: " + $0] } ?? []) + ["route: back"]
  }
}
