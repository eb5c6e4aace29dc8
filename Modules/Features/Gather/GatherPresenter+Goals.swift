import Domain

/// The score commands: a goal, undoing or removing one, setting the score, the goal log.
extension GatherPresenter {
  func didRequestGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async {
    let scorer = scorerNumber.flatMap(interactor.status.match.player(numbered:))
    if let scorerNumber, scorer == nil {
      return view.displayError(
        "no player of this match has number \(scorerNumber); 'list' shows the numbers")
    }
    if let refusal = interactor.status.match.goalRefusal(
      for: team, scorer: scorer, ownGoal: ownGoal)
    {
      return view.displayError(
        GatherPresenter.Formatter.refusal(refusal, names: interactor.status.match.teamNames))
    }
    do {
      let goal = try await interactor.scoreGoal(for: team, by: scorer, ownGoal: ownGoal)
      view.displayMessage(GatherPresenter.Formatter.scored(goal, status: interactor.status))
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestUndoGoal() async {
    do {
      let goal = try await interactor.undoGoal()
      view.displayMessage(GatherPresenter.Formatter.undone(goal, status: interactor.status))
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestRemoveGoal(number: Int) async {
    if let refusal = interactor.status.match.removalRefusal(number: number) {
      return view.displayError(GatherPresenter.Formatter.refusal(refusal))
    }
    do {
      let before = interactor.status.match
      let goal = try await interactor.removeGoal(number: number)
      view.displayMessage(
        "Removed goal \(number) (\(GatherPresenter.Formatter.goalLine(goal, in: before))). "
          + GatherPresenter.Formatter.scoreLine(interactor.status.match))
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestSetScore(_ score: Score) async {
    do {
      try await interactor.setScore(score)
      view.displayMessage(
        "Score set: \(GatherPresenter.Formatter.scoreLine(interactor.status.match)).")
    } catch {
      view.displayError(error.message)
    }
  }

  /// `name a Bibs`: the team's new name is kept with the gather and shown everywhere.
  func didRequestRename(_ team: Team, to name: String?) async {
    do {
      let status = try await interactor.renameTeam(team, to: name)
      view.displayMessage(GatherPresenter.Formatter.renamed(team, in: status.match.teamNames))
      view.display(GatherPresenter.Formatter.viewModel(of: status))
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestGoalLog() async {
    view.displayLines(GatherPresenter.Formatter.goalLog(interactor.status.match))
  }
}
