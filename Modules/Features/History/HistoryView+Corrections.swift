import Domain
import LineUI

/// Reads the corrections typed after `edit N`: `score 3-2`, `remove 2`, `goal a og 3`.
extension HistoryView {
  static let correctionUsage =
    "type 'edit N score A-B', 'edit N remove G' or 'edit N goal a|b [og] P'"

  static func correction(_ words: [String]) throws(CommandError) -> GatherCorrection? {
    guard let verb = words.first?.lowercased() else { return nil }
    let rest = Array(words.dropFirst())
    switch verb {
    case "score":
      guard rest.count == 1, let score = Score(typed: rest[0]) else {
        throw CommandError("type the score as Team A-Team B, e.g. 'edit 1 score 3-2'")
      }
      return .score(score)
    case "remove":
      guard rest.count == 1, let number = try? WholeNumber.parse(rest[0], in: 1...Int.max) else {
        throw CommandError("type 'edit N remove G' with the goal's number 'edit N' shows")
      }
      return .remove(goal: number)
    case "goal":
      let teams = ["a": Team.teamA, "b": Team.teamB]
      var args = rest.map { $0.lowercased() }
      let ownGoal = args.count == 3 && args[1] == "og"
      if ownGoal { args.remove(at: 1) }
      let player = args.count == 2 ? try? WholeNumber.parse(args[1], in: 1...Int.max) : nil
      guard (1...2).contains(args.count), let team = teams[args[0]],
        args.count == 1 || player != nil
      else { throw CommandError(correctionUsage) }
      return .goal(team, player: player, ownGoal: ownGoal)
    default:
      throw CommandError(correctionUsage)
    }
  }
}
