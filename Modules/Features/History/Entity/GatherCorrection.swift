import Domain

/// One correction of an ended gather, typed after `edit N` on History.
///
/// The score is always the sum of the goal log, as on the match screen: `score A-B` adds
/// or removes goals without a scorer, `remove G` removes goal G, and `goal a|b [og] P`
/// adds a goal by player P of the line-up `edit N` numbers.
enum GatherCorrection: Equatable, Sendable {
  case score(Score)
  case remove(goal: Int)
  case goal(Team, player: Int?, ownGoal: Bool)

  /// The players of both teams in the order `edit N` numbers them.
  static func lineUp(of gather: Gather) -> [GatherPlayer] {
    gather.players.filter { $0.team == .teamA || $0.team == .teamB }
  }

  /// The gather's goal log, with goals without a scorer added when its saved score is
  /// higher (a gather ended without a goal log): the goals `edit N` numbers.
  static func goals(of gather: Gather) -> [Goal] {
    guard let score = gather.score else { return gather.goals }
    return (try? gather.goals.settingScore(score)) ?? gather.goals
  }

  /// The gather's goal log with this correction applied.
  func goals(correcting gather: Gather) throws(FootballGatherError) -> [Goal] {
    var goals = Self.goals(of: gather)
    switch self {
    case .score(let score):
      return try goals.settingScore(score)
    case .remove(let number):
      guard goals.indices.contains(number - 1) else {
        throw .invalidInput(
          goals.isEmpty
            ? "this gather has no goals to remove"
            : "there is no goal \(number); choose a number from 1 to \(goals.count)")
      }
      goals.remove(at: number - 1)
      return goals
    case .goal(let team, let number, let ownGoal):
      let other: Team = team == .teamA ? .teamB : .teamA
      let lineUp = Self.lineUp(of: gather)
      guard let number else { return goals + [Goal(team: team)] }
      guard lineUp.indices.contains(number - 1) else {
        throw .invalidInput(
          "there is no player \(number); choose a number from 1 to \(lineUp.count)")
      }
      let place = lineUp[number - 1]
      guard place.team == (ownGoal ? other : team) else {
        throw .invalidInput(
          ownGoal
            ? "an own goal for \(gather.teamNames.name(of: team)) is scored by a "
              + "\(gather.teamNames.name(of: other)) player"
            : "\(place.player.name) did not play for \(gather.teamNames.name(of: team)); "
              + "type 'og' for an own goal")
      }
      return goals + [Goal(team: team, scorerID: place.player.id)]
    }
  }
}
