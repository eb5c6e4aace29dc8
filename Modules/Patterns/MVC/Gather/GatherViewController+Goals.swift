import Domain

/// The score commands: a goal, undoing or removing one, setting the score, the goal log,
/// renaming a team.
extension GatherViewController {
  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async {
    let scorer = scorerNumber.flatMap(match.player(numbered:))
    if let scorerNumber, scorer == nil {
      return console.error(Text.noPlayer(numbered: scorerNumber))
    }
    if let refusal = match.goalRefusal(for: team, scorer: scorer, ownGoal: ownGoal) {
      return console.error(Text.refusal(refusal, names: match.teamNames))
    }
    do {
      let goal = try await edit { match, now throws(FootballGatherError) in
        try match.recordGoal(for: team, scorer: scorer, ownGoal: ownGoal, at: now)
      }
      console.line(Text.scored(goal, in: match))
    } catch {
      console.error(error.message)
    }
  }

  func undoGoal() async {
    do {
      let goal = try await edit { match, _ throws(FootballGatherError) in try match.undoLastGoal() }
      console.line(Text.undone(goal, in: match))
    } catch {
      console.error(error.message)
    }
  }

  func removeGoal(number: Int) async {
    if let refusal = match.removalRefusal(number: number) {
      return console.error(Text.refusal(refusal))
    }
    let before = match
    do {
      let goal = try await edit { match, _ throws(FootballGatherError) in
        try match.removeGoal(number: number)
      }
      console.line(Text.removed(goal, number: number, before: before, after: match))
    } catch {
      console.error(error.message)
    }
  }

  func setScore(_ score: Score) async {
    do {
      try await edit { match, _ throws(FootballGatherError) in try match.setScore(score) }
      console.line(Text.scoreSet(match))
    } catch {
      console.error(error.message)
    }
  }

  /// `name a Bibs`: the team's new name is kept with the gather and shown everywhere.
  func rename(_ team: Team, to name: String?) async {
    do {
      try await renameTeam(team, to: name)
      console.line(Text.renamed(team, in: match.teamNames))
      renderChange()
    } catch {
      console.error(error.message)
    }
  }

  func showGoalLog() {
    console.lines(Text.goalLog(match))
  }
}
