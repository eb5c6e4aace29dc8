import Domain

/// The score commands: a goal, undoing or removing one, setting the score, renaming a team.
extension GatherViewModel {
  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async -> [Feedback] {
    let scorer = scorerNumber.flatMap(match.player(numbered:))
    if let scorerNumber, scorer == nil { return [.error(Text.noPlayer(numbered: scorerNumber))] }
    if let refusal = match.goalRefusal(for: team, scorer: scorer, ownGoal: ownGoal) {
      return [.error(Text.refusal(refusal, names: match.teamNames))]
    }
    return await report { () throws(FootballGatherError) in
      let goal = try await edit { match, now throws(FootballGatherError) in
        try match.recordGoal(for: team, scorer: scorer, ownGoal: ownGoal, at: now)
      }
      return [.message(Text.scored(goal, in: match))]
    }
  }

  func undoGoal() async -> [Feedback] {
    await report { () throws(FootballGatherError) in
      let goal = try await edit { match, _ throws(FootballGatherError) in
        try match.undoLastGoal()
      }
      return [.message(Text.undone(goal, in: match))]
    }
  }

  func removeGoal(number: Int) async -> [Feedback] {
    if let refusal = match.removalRefusal(number: number) {
      return [.error(Text.refusal(refusal))]
    }
    let before = match
    return await report { () throws(FootballGatherError) in
      let goal = try await edit { match, _ throws(FootballGatherError) in
        try match.removeGoal(number: number)
      }
      return [.message(Text.removed(goal, number: number, before: before, after: match))]
    }
  }

  func setScore(_ score: Score) async -> [Feedback] {
    await report { () throws(FootballGatherError) in
      try await edit { match, _ throws(FootballGatherError) in try match.setScore(score) }
      return [.message(Text.scoreSet(match))]
    }
  }

  /// `name a Bibs`: the team's new name is kept with the gather and shown everywhere.
  func rename(_ team: Team, to name: String?) async -> [Feedback] {
    await report { () throws(FootballGatherError) in
      try await renameTeam(team, to: name)
      return [.message(Text.renamed(team, in: match.teamNames)), .update]
    }
  }

  /// What `request` says, or its error.
  private func report(_ request: () async throws(FootballGatherError) -> [Feedback]) async
    -> [Feedback]
  {
    do { return try await request() } catch { return [.error(error.message)] }
  }
}
