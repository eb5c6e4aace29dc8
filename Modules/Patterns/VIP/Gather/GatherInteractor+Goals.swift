import Domain
import Presentation

/// The goal use cases. A goal the match refuses is answered before anything is saved.
extension GatherInteractor {
  func scoreGoal(request: GatherModels.ScoreGoal.Request) async {
    let scorer = request.scorerNumber.flatMap(match.player(numbered:))
    if let number = request.scorerNumber, scorer == nil {
      return presenter.presentGoal(response: .noPlayer(number: number))
    }
    if let refusal = match.goalRefusal(for: request.team, scorer: scorer, ownGoal: request.ownGoal)
    {
      return presenter.presentGoal(response: .refused(refusal, match.teamNames))
    }
    do {
      let goal = try await edit { match, now throws(FootballGatherError) in
        try match.recordGoal(for: request.team, scorer: scorer, ownGoal: request.ownGoal, at: now)
      }
      presenter.presentGoal(
        response: .scored(GoalEntry(goal, in: match), match.score, match.teamNames))
    } catch {
      presenter.presentGoal(response: .failed(error))
    }
  }

  func undoGoal(request: GatherModels.UndoGoal.Request) async {
    do {
      let goal = try await edit { match, _ throws(FootballGatherError) in try match.undoLastGoal() }
      presenter.presentUndo(
        response: .undone(GoalEntry(goal, in: match), match.score, match.teamNames))
    } catch {
      presenter.presentUndo(response: .failed(error))
    }
  }

  func removeGoal(request: GatherModels.RemoveGoal.Request) async {
    let number = request.number
    if let refusal = match.removalRefusal(number: number) {
      return presenter.presentRemoval(response: .refused(refusal))
    }
    let before = match
    do {
      let goal = try await edit { match, _ throws(FootballGatherError) in
        try match.removeGoal(number: number)
      }
      presenter.presentRemoval(
        response: .removed(
          GoalEntry(goal, in: before), number: number, match.score, match.teamNames))
    } catch {
      presenter.presentRemoval(response: .failed(error))
    }
  }

  func setScore(request: GatherModels.SetScore.Request) async {
    do {
      try await edit { match, _ throws(FootballGatherError) in try match.setScore(request.score) }
      presenter.presentScore(response: .set(match.score, match.teamNames))
    } catch {
      presenter.presentScore(response: .failed(error))
    }
  }

  func renameTeam(request: GatherModels.RenameTeam.Request) async {
    do {
      try await renameTeam(request.team, to: request.name)
      presenter.presentRename(response: .renamed(request.team, MatchFacts(status)))
    } catch {
      presenter.presentRename(response: .failed(error))
    }
  }

  func showGoalLog(request: GatherModels.ShowGoalLog.Request) {
    presenter.presentGoalLog(
      response: .init(
        goals: match.goals.map { GoalEntry($0, in: match) }, score: match.score,
        names: match.teamNames))
  }
}
