import Domain
import LineUI

/// Reads the line-up corrections typed after `edit N`, in the match screen's words:
/// `move 12 a` (or `a 12`, `b 12`, `bench 12`, `move 12 bench`) for line-up player 12 as
/// `edit N` numbers them, `add a 7` for player 7 of the player list (on the Bench without
/// a team, as a latecomer on the match screen).
extension HistoryView {
  static func lineUpMove(_ verb: String, _ rest: [String]) throws(CommandError)
    -> GatherCorrection
  {
    let places = ["a": Team.teamA, "b": .teamB, "bench": .bench]
    let words = verb == "move" ? rest : rest + [verb]
    guard words.count == 2, let number = try? WholeNumber.parse(words[0], in: 1...Int.max),
      let team = places[words[1].lowercased()]
    else {
      throw CommandError(
        "type 'edit N move P a|b|bench' (or 'edit N a P', 'edit N b P', 'edit N bench P') "
          + "with P from the line-up 'edit N' shows")
    }
    return .move(player: number, to: team)
  }

  static func lineUpJoin(_ rest: [String]) throws(CommandError) -> GatherCorrection {
    let places = ["a": Team.teamA, "b": .teamB, "bench": .bench]
    let team = rest.count == 2 ? places[rest[0].lowercased()] : .bench
    guard (1...2).contains(rest.count), let team,
      let number = try? WholeNumber.parse(rest[rest.count - 1], in: 1...Int.max)
    else {
      throw CommandError(
        "type 'edit N add a|b P' with P the player's number on the player list "
          + "(without a or b: the Bench)")
    }
    return .join(rosterNumber: number, team: team)
  }
}
