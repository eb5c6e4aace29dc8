import Domain
import Foundation

/// One correction of an ended gather, typed after `edit N` on History.
///
/// The score is always the sum of the goal log, as on the match screen: `score A-B` adds
/// or removes goals without a scorer, `remove G` removes goal G, and `goal a|b [og] P`
/// adds a goal by player P of the line-up `edit N` numbers.
enum GatherCorrection: Equatable, Sendable {
  case score(Score)
  case remove(goal: Int)
  case goal(Team, player: Int?, ownGoal: Bool)
  /// Goal `goal` (1-based) scored in `minute`.
  case minute(goal: Int, minute: Int)
  /// Goal `goal` scored by line-up player `player` (1-based), for the same team.
  case scorer(goal: Int, player: Int)
  /// `team` called `name`, or its standard name for `nil`: no goal changes.
  case teamName(Team, String?)
  /// Played on the day of `day` (noon UTC), at the same time of day: no goal changes.
  case date(Date)
  /// Line-up player `player` (1-based, as `edit N` numbers them) played for `team` (or sat
  /// on the Bench): `move P a|b|bench`, `a P`, `b P`, `bench P`.
  case move(player: Int, to: Team)
  /// Player `rosterNumber` of the player list took part, on `team`: `add [a|b] N`.
  case join(rosterNumber: Int, team: Team)
  /// The player of the player list called `name` (or whose name starts so) took part, on
  /// `team`: `add [a|b] NAME`; History reads it as `join` once it has the roster.
  case joinNamed(String, team: Team)
  /// Line-up player `player` did not take part: `drop P`.
  case drop(player: Int)

  /// The players `edit N` numbers, in that order: both teams as kept (in line-up order),
  /// then the Bench, then players whose team is not known.
  static func lineUp(of gather: Gather) -> [GatherPlayer] {
    gather.players.filter { $0.team == .teamA || $0.team == .teamB }
      + gather.players.filter { $0.team == .bench } + gather.players.filter { $0.team == nil }
  }

  /// The gather's goal log, with goals without a scorer added when its saved score is
  /// higher (a gather ended without a goal log): the goals `edit N` numbers.
  static func goals(of gather: Gather) -> [Goal] {
    guard let score = gather.score else { return gather.goals }
    return (try? gather.goals.settingScore(score)) ?? gather.goals
  }

  /// The gather's goal log with this correction applied.
  func goals(correcting gather: Gather) throws(Refusal) -> [Goal] {
    var goals = Self.goals(of: gather)
    switch self {
    case .score(let score):
      do {
        return try goals.settingScore(score)
      } catch {
        throw .score(error)
      }
    case .remove(let number):
      guard goals.indices.contains(number - 1) else {
        throw .noGoal(number: number, count: goals.count)
      }
      goals.remove(at: number - 1)
      return goals
    case .goal(let team, let number, let ownGoal):
      let other: Team = team == .teamA ? .teamB : .teamA
      let lineUp = Self.lineUp(of: gather)
      guard let number else { return goals + [Goal(team: team)] }
      guard lineUp.indices.contains(number - 1) else {
        throw .noPlayer(number: number, count: lineUp.count)
      }
      let place = lineUp[number - 1]
      guard Self.played(place, for: ownGoal ? other : team, in: gather) else {
        throw ownGoal
          ? .ownGoalByOwnPlayer(team: team)
          : .scorerNotInTeam(scorer: place.player.name, team: team)
      }
      return goals + [Goal(team: team, scorerID: place.player.id)]
    case .teamName, .date, .move, .join, .joinNamed, .drop:
      return goals
    case .minute(let number, let minute):
      guard goals.indices.contains(number - 1) else {
        throw .noGoal(number: number, count: goals.count)
      }
      goals[number - 1].minute = minute
      try Self.checkOrder(goals, changed: number - 1)
      return goals
    case .scorer(let number, let player):
      guard goals.indices.contains(number - 1) else {
        throw .noGoal(number: number, count: goals.count)
      }
      let lineUp = Self.lineUp(of: gather)
      guard lineUp.indices.contains(player - 1) else {
        throw .noPlayer(number: player, count: lineUp.count)
      }
      let goal = goals[number - 1]
      let ownGoal = goal.isOwnGoal(in: gather.players, changes: gather.lineUpChanges)
      let place = lineUp[player - 1]
      guard Self.played(place, for: goal.team, in: gather) != ownGoal else {
        throw ownGoal
          ? .ownGoalByOwnPlayer(team: goal.team)
          : .scorerNotInTeam(scorer: place.player.name, team: goal.team)
      }
      goals[number - 1].scorerID = place.player.id
      return goals
    }
  }

  /// Refuses a minute that puts goal `changed` (0-based) before a goal logged before it,
  /// or after one logged after it.
  private static func checkOrder(_ goals: [Goal], changed: Int) throws(Refusal) {
    guard let minute = goals[changed].minute else { return }
    for index in goals.indices where index != changed {
      guard let other = goals[index].minute else { continue }
      if index < changed ? other > minute : other < minute {
        throw .minuteOutOfOrder(goal: changed + 1, minute: minute, other: index + 1, then: other)
      }
    }
  }
}
