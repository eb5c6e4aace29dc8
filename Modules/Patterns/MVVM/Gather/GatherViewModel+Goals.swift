import Domain

/// The score commands: a goal, undoing or removing one, setting the score, renaming a team.
extension GatherViewModel {
  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async {
    let scorer = scorerNumber.flatMap(match.player(numbered:))
    if let scorerNumber, scorer == nil {
      errorMessage.value = Text.noPlayer(numbered: scorerNumber)
      return
    }
    if let refusal = match.goalRefusal(for: team, scorer: scorer, ownGoal: ownGoal) {
      errorMessage.value = Text.refusal(refusal, names: match.teamNames)
      return
    }
    await report { () throws(FootballGatherError) in
      let goal = try await edit { match, now throws(FootballGatherError) in
        try match.recordGoal(for: team, scorer: scorer, ownGoal: ownGoal, at: now)
      }
      message.value = Text.scored(goal, in: match)
    }
  }

  func undoGoal() async {
    await report { () throws(FootballGatherError) in
      let goal = try await edit { match, _ throws(FootballGatherError) in
        try match.undoLastGoal()
      }
      message.value = Text.undone(goal, in: match)
    }
  }

  func removeGoal(number: Int) async {
    if let refusal = match.removalRefusal(number: number) {
      errorMessage.value = Text.refusal(refusal)
      return
    }
    let before = match
    await report { () throws(FootballGatherError) in
      let goal = try await edit { match, _ throws(FootballGatherError) in
        try match.removeGoal(number: number)
      }
      message.value = Text.removed(goal, number: number, before: before, after: match)
    }
  }

  func setScore(_ score: Score) async {
    await report { () throws(FootballGatherError) in
      try await edit { match, _ throws(FootballGatherError) in try match.setScore(score) }
      message.value = Text.scoreSet(match)
    }
  }

  /// `name a Bibs`: the team's new name is kept with the gather and shown everywhere.
  func rename(_ team: Team, to name: String?) async {
    await report { () throws(FootballGatherError) in
      try await renameTeam(team, to: name)
      message.value = Text.renamed(team, in: match.teamNames)
      showUpdate()
    }
  }

  /// Does `request`, or shows its error.
  private func report(_ request: () async throws(FootballGatherError) -> Void) async {
    do { try await request() } catch { errorMessage.value = error.message }
  }
}
