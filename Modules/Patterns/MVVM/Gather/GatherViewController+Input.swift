import Domain
import LineUI

extension GatherViewController {
  /// Reads the arguments of the match screen's commands: `25:00`, `2x25 break 5`, `a 3`.
  /// The view's helper: it checks the form; the match's rules check the values.
  enum Input {
    /// `MM:SS`, or whole minutes alone (`7` is 07:00), as seconds.
    static func seconds(_ command: CommandInput) throws(CommandError) -> Int {
      if command.arguments.count == 1, let minutes = Int(command.arguments[0]), minutes >= 0 {
        return minutes * 60
      }
      let parts = command.arguments.first?.split(separator: ":", omittingEmptySubsequences: false)
      guard command.arguments.count == 1, let parts, parts.count == 2, parts[1].count == 2,
        let minutes = Int(parts[0]), let seconds = Int(parts[1]), minutes >= 0,
        (0..<60).contains(seconds)
      else {
        throw CommandError(
          "type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or 'time 7'")
      }
      return minutes * 60 + seconds
    }

    /// `NxMM [break MM]` as periods, minutes and break minutes.
    static func halves(_ command: CommandInput) throws(CommandError) -> (Int, Int, Int) {
      let words = command.arguments.map { $0.lowercased() }
      let sizes = words.first?.split(separator: "x").compactMap { Int($0) } ?? []
      let breakMinutes = words.count == 3 && words[1] == "break" ? Int(words[2]) : nil
      guard sizes.count == 2, words.count == 1 || breakMinutes != nil else {
        throw CommandError("type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break)")
      }
      return (sizes[0], sizes[1], breakMinutes ?? 0)
    }

    /// `a|b [N]` or `a|b og N` as the team, the scorer's number and whether it is an own
    /// goal (scored by a player of the other team).
    static func goal(_ command: CommandInput, highestNumber: Int) throws(CommandError)
      -> (Team, Int?, Bool)
    {
      let teams = ["a": Team.teamA, "b": Team.teamB]
      var words = command.arguments
      let ownGoal = words.count == 3 && words[1].lowercased() == "og"
      if ownGoal { words.remove(at: 1) }
      if words.count == 2, words[1].lowercased() == "og" {
        throw CommandError(
          "type 'goal \(words[0]) og N' with the number of the player who scored it")
      }
      guard (1...2).contains(words.count), let team = teams[words[0].lowercased()] else {
        throw CommandError(
          "type 'goal a' or 'goal b', and the scorer's number: 'goal a 3' ('goal a og 7' for an own goal)"
        )
      }
      guard words.count == 2 else { return (team, nil, false) }
      return (team, try NumberList.number(words[1], in: highestNumber), ownGoal)
    }

    /// `a Red Bibs` as Team A and "Red Bibs"; `a` alone as Team A and no name.
    static func teamName(_ command: CommandInput) throws(CommandError) -> (Team, String?) {
      let teams = ["a": Team.teamA, "b": Team.teamB]
      guard let letter = command.arguments.first, let team = teams[letter.lowercased()] else {
        throw CommandError("type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'")
      }
      let name = command.arguments.dropFirst().joined(separator: " ")
      return (team, name.isEmpty ? nil : name)
    }
  }
}
