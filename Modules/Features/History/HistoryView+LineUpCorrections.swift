import Domain
import LineUI

/// Reads the line-up corrections typed after `edit N`, in the match screen's words:
/// `move 12 a` (or `a 12`, `b 12`, `bench 12`, `move 12 bench`) for line-up player 12 as
/// `edit N` numbers them, `add a 7` for player 7 of the player list, or `add a fay` by name
/// or its start (on the Bench without a team, as a latecomer on the match screen).
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
    let named = rest.count > 1 ? places[rest[0].lowercased()] : nil
    let team = named ?? .bench
    let who = named == nil ? rest[...] : rest.dropFirst()
    let refusal = CommandError(
      "type 'edit N add a|b P' with P the player's number on the player list or their "
        + "name (without a or b: the Bench)")
    guard let first = who.first, rest.count > 1 || places[first.lowercased()] == nil else {
      throw refusal
    }
    guard NumberList.startsLikeANumber(first) else {
      // A name: `add a fay`, `add yann le gall`; not `add c 7` (c is no team).
      guard !who.contains(where: NumberList.startsLikeANumber) else { throw refusal }
      return .joinNamed(who.joined(separator: " "), team: team)
    }
    guard who.count == 1, let number = try? WholeNumber.parse(first, in: 1...Int.max) else {
      throw refusal
    }
    return .join(rosterNumber: number, team: team)
  }
}
