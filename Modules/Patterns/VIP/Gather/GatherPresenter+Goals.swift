import Domain
import Presentation

/// The goal use cases' view models: a sentence each, or why nothing changed.
extension GatherPresenter {
  func presentGoal(response: GatherModels.ScoreGoal.Response) {
    let viewModel: GatherModels.ScoreGoal.ViewModel =
      switch response {
      case .scored(let goal, let score, let names):
        .scored(Text.scored(goal, score: score, names: names))
      case .noPlayer(let number): .error(Text.noPlayer(numbered: number))
      case .refused(let refusal, let names): .error(Text.refusal(refusal, names: names))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayGoal(viewModel: viewModel)
  }

  func presentUndo(response: GatherModels.UndoGoal.Response) {
    let viewModel: GatherModels.UndoGoal.ViewModel =
      switch response {
      case .undone(let goal, let score, let names):
        .undone(Text.undone(goal, score: score, names: names))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayUndo(viewModel: viewModel)
  }

  func presentRemoval(response: GatherModels.RemoveGoal.Response) {
    let viewModel: GatherModels.RemoveGoal.ViewModel =
      switch response {
      case .removed(let goal, let number, let score, let names):
        .removed(Text.removed(goal, number: number, score: score, names: names))
      case .refused(let refusal): .error(Text.refusal(refusal))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayRemoval(viewModel: viewModel)
  }

  func presentScore(response: GatherModels.SetScore.Response) {
    let viewModel: GatherModels.SetScore.ViewModel =
      switch response {
      case .set(let score, let names): .set(Text.scoreSet(score, names: names))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayScore(viewModel: viewModel)
  }

  func presentRename(response: GatherModels.RenameTeam.Response) {
    let viewModel: GatherModels.RenameTeam.ViewModel =
      switch response {
      case .renamed(let team, let facts):
        .renamed(
          .init(
            message: Text.renamed(team, in: facts.teamNames), content: Text.update(of: facts)))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayRename(viewModel: viewModel)
  }

  func presentGoalLog(response: GatherModels.ShowGoalLog.Response) {
    viewController?.displayGoalLog(
      viewModel: .init(
        lines: Text.goalLog(response.goals, score: response.score, names: response.names)))
  }
}
