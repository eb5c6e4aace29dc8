import Domain
import LineUI

/// The display logic of the match, its timer, the goals and the line-up: each view model
/// shown; a question asked, its answer sent back as the next request.
extension GatherViewController {
  func displayMatch(viewModel: GatherModels.ShowMatch.ViewModel) async {
    switch viewModel {
    case .match(let match): show(match)
    case .offerResume(let preface, let question):
      for line in preface { console.line(line) }
      await interactor.resume(request: .init(accepted: await console.confirm(question)))
    case .error(let message): console.error(message)
    }
  }

  func displayLineUpPage(viewModel: GatherModels.ListLineUp.ViewModel) {
    switch viewModel {
    case .page(let content): show(.init(content: content))
    case .endOfLineUp(let message): console.line(message)
    }
  }

  func displayTimer(viewModel: GatherModels.ChangeTimer.ViewModel) async {
    switch viewModel {
    case .changed(let match): show(match)
    case .error(let message): console.error(message)
    case .askToResetClock(let question, let plan):
      let reset = await console.confirmReset(question)
      await interactor.changeTimer(request: .setPlan(plan, resettingClock: reset))
    }
  }

  func displayTick(viewModel: GatherModels.Tick.ViewModel) {
    for announcement in viewModel.announcements {
      console.announce(announcement.text, bell: announcement.bell)
    }
  }

  func displayGoal(viewModel: GatherModels.ScoreGoal.ViewModel) {
    switch viewModel {
    case .scored(let message): console.line(message)
    case .error(let message): console.error(message)
    }
  }

  func displayUndo(viewModel: GatherModels.UndoGoal.ViewModel) {
    switch viewModel {
    case .undone(let message): console.line(message)
    case .error(let message): console.error(message)
    }
  }

  func displayRemoval(viewModel: GatherModels.RemoveGoal.ViewModel) {
    switch viewModel {
    case .removed(let message): console.line(message)
    case .error(let message): console.error(message)
    }
  }

  func displayScore(viewModel: GatherModels.SetScore.ViewModel) {
    switch viewModel {
    case .set(let message): console.line(message)
    case .error(let message): console.error(message)
    }
  }

  func displayRename(viewModel: GatherModels.RenameTeam.ViewModel) {
    switch viewModel {
    case .renamed(let match): show(match)
    case .error(let message): console.error(message)
    }
  }

  func displayGoalLog(viewModel: GatherModels.ShowGoalLog.ViewModel) {
    console.lines(viewModel.lines)
  }

  func displayLineUp(viewModel: GatherModels.ChangeLineUp.ViewModel) {
    switch viewModel {
    case .changed(let match): show(match)
    case .error(let message): console.error(message)
    }
  }

  func displayLatecomer(viewModel: GatherModels.AddLatecomer.ViewModel) async {
    switch viewModel {
    case .joined(let match): show(match)
    case .askGuest(let question, let name, let team):
      let yes = await console.confirm(question)
      await interactor.addLatecomer(request: yes ? .guest(name: name, team: team) : .noGuest)
    case .message(let message): console.line(message)
    case .error(let message): console.error(message)
    }
  }
}
