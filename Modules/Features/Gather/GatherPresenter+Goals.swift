import Domain
import Presentation

/// The score commands: a goal, undoing or removing one, setting the score, the goal log.
extension GatherPresenter {
  func didRequestGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async {
    await show { () async throws(FootballGatherError) in
      try await interactor.scoreGoal(for: team, scorerNumber: scorerNumber, ownGoal: ownGoal)
    } as: { goal, status in
      GatherText.scored(goal, in: status.match)
    }
  }

  func didRequestUndoGoal() async {
    await show(interactor.undoGoal) { goal, status in
      GatherText.undone(goal, in: status.match)
    }
  }

  func didRequestRemoveGoal(number: Int) async {
    await show { () async throws(FootballGatherError) in
      try await interactor.removeGoal(number: number)
    } as: { goal, status in
      // The line-up is the same before and after a removal: the goal reads as it did.
      GatherText.removed(goal, number: number, before: status.match, after: status.match)
    }
  }

  func didRequestSetScore(_ score: Score) async {
    do {
      let status = try await interactor.setScore(score)
      view.displayMessage(GatherText.scoreSet(status.match))
    } catch {
      view.displayError(error.message)
    }
  }

  /// Shows what a goal command came to: `message` for the goal done, the match's refusal
  /// worded with the command to type, or the error that stopped it.
  private func show(
    _ change: () async throws(FootballGatherError) -> GoalChange,
    as message: (Goal, MatchStatus) -> String
  ) async {
    do {
      switch try await change() {
      case .done(let goal, let status): view.displayMessage(message(goal, status))
      case .refused(let refusal, let names):
        view.displayError(GatherText.refusal(refusal, names: names))
      }
    } catch {
      view.displayError(error.message)
    }
  }

  /// `name a Bibs`: the team's new name is kept with the gather and shown everywhere.
  func didRequestRename(_ team: Team, to name: String?) async {
    do {
      let status = try await interactor.renameTeam(team, to: name)
      view.displayMessage(GatherText.renamed(team, in: status.match.teamNames))
      displayChange(status)
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestGoalLog() async {
    view.displayLines(GatherText.goalLog(interactor.status.match))
  }
}
