import Domain

/// The goal use cases' view models: a sentence each, or why nothing changed.
extension GatherPresenter {
  func presentGoal(response: GatherModels.ScoreGoal.Response) {
    let viewModel: GatherModels.ScoreGoal.ViewModel =
      switch response {
      case .scored(let goal, let match): .scored(Text.scored(goal, in: match))
      case .noPlayer(let number): .error(Text.noPlayer(numbered: number))
      case .refused(let refusal, let names): .error(Text.refusal(refusal, names: names))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayGoal(viewModel: viewModel)
  }

  func presentUndo(response: GatherModels.UndoGoal.Response) {
    let viewModel: GatherModels.UndoGoal.ViewModel =
      switch response {
      case .undone(let goal, let match): .undone(Text.undone(goal, in: match))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayUndo(viewModel: viewModel)
  }

  func presentRemoval(response: GatherModels.RemoveGoal.Response) {
    let viewModel: GatherModels.RemoveGoal.ViewModel =
      switch response {
      case .removed(let goal, let number, let before, let after):
        .removed(Text.removed(goal, number: number, before: before, after: after))
      case .refused(let refusal): .error(Text.refusal(refusal))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayRemoval(viewModel: viewModel)
  }

  func presentScore(response: GatherModels.SetScore.Response) {
    let viewModel: GatherModels.SetScore.ViewModel =
      switch response {
      case .set(let match): .set(Text.scoreSet(match))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayScore(viewModel: viewModel)
  }

  func presentRename(response: GatherModels.RenameTeam.Response) {
    let viewModel: GatherModels.RenameTeam.ViewModel =
      switch response {
      case .renamed(let team, let status):
        .renamed(
          .init(
            message: Text.renamed(team, in: status.match.teamNames),
            content: Text.update(of: status)))
      case .failed(let error): .error(error.message)
      }
    viewController?.displayRename(viewModel: viewModel)
  }

  func presentGoalLog(response: GatherModels.ShowGoalLog.Response) {
    viewController?.displayGoalLog(viewModel: .init(lines: Text.goalLog(response.match)))
  }
}
