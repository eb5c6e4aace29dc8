import Domain

/// The score commands: a goal, undoing or removing one, setting the score, the goal log,
/// renaming a team.
extension GatherPresenter {
  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async {
    let scorer = scorerNumber.flatMap(match.player(numbered:))
    if let scorerNumber, scorer == nil {
      return view.handleError(Text.noPlayer(numbered: scorerNumber))
    }
    if let refusal = match.goalRefusal(for: team, scorer: scorer, ownGoal: ownGoal) {
      return view.handleError(Text.refusal(refusal, names: match.teamNames))
    }
    do {
      let goal = try await edit { match, now throws(FootballGatherError) in
        try match.recordGoal(for: team, scorer: scorer, ownGoal: ownGoal, at: now)
      }
      view.showMessage(Text.scored(goal, in: match))
    } catch {
      view.handleError(error.message)
    }
  }

  func undoGoal() async {
    do {
      let goal = try await edit { match, _ throws(FootballGatherError) in try match.undoLastGoal() }
      view.showMessage(Text.undone(goal, in: match))
    } catch {
      view.handleError(error.message)
    }
  }

  func removeGoal(number: Int) async {
    if let refusal = match.removalRefusal(number: number) {
      return view.handleError(Text.refusal(refusal))
    }
    let before = match
    do {
      let goal = try await edit { match, _ throws(FootballGatherError) in
        try match.removeGoal(number: number)
      }
      view.showMessage(Text.removed(goal, number: number, before: before, after: match))
    } catch {
      view.handleError(error.message)
    }
  }

  func setScore(_ score: Score) async {
    do {
      try await edit { match, _ throws(FootballGatherError) in try match.setScore(score) }
      view.showMessage(Text.scoreSet(match))
    } catch {
      view.handleError(error.message)
    }
  }

  /// `name a Bibs`: the team's new name is kept with the gather and shown everywhere.
  func rename(_ team: Team, to name: String?) async {
    do {
      try await renameTeam(team, to: name)
      view.showMessage(Text.renamed(team, in: match.teamNames))
      view.display(Text.update(of: status))
    } catch {
      view.handleError(error.message)
    }
  }

  func showGoalLog() {
    view.showLines(Text.goalLog(match))
  }
}
