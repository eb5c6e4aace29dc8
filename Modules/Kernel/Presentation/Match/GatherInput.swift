import Domain

/// Reads the arguments of the match screen's commands: `25:00`, `2x25 break 5`, `a 3`. It
/// checks the form; the match's rules then check the values. The one reader every pattern
/// variant's view uses (each turns a refusal, a `FootballGatherError`, into its `error:`
/// line), so the six read a typed line alike and it is written once, beside the words the
/// screen prints. (The readers throw untyped: a typed throw of a tuple through LineUI's
/// `CommandInput.reading` crashes Swift 6.3's SIL generation.)
public enum GatherInput {
  /// `a|b [N]` or `a|b og N` as the team, the scorer's number and whether it is an own
  /// goal (scored by a player of the other team); N may be a name among `names`.
  public static func goal(_ arguments: [String], highestNumber: Int, names: [NumberedName] = [])
    throws -> (Team, Int?, Bool)
  {
    let teams = ["a": Team.teamA, "b": Team.teamB]
    var words = arguments
    let ownGoal = words.count >= 3 && words[1].lowercased() == "og"
    if ownGoal { words.remove(at: 1) }
    if words.count > 2 { words = [words[0]] + NumberList.asOneName(words.dropFirst(), names) }
    if words.count == 2, words[1].lowercased() == "og" {
      throw FootballGatherError.invalidInput(
        "type 'goal \(words[0]) og N' with the number of the player who scored it")
    }
    guard (1...2).contains(words.count), let team = teams[words[0].lowercased()] else {
      throw FootballGatherError.invalidInput(
        "type 'goal a' or 'goal b', and the scorer's number: 'goal a 3' ('goal a og 7' for an own goal)"
      )
    }
    guard words.count == 2 else { return (team, nil, false) }
    return (team, try NumberList.number(words[1], in: highestNumber, names: names), ownGoal)
  }

  /// `a N`, `b N`, `bench N`, `swap N M` or `sub OUT IN` (the command `word` and its
  /// arguments) as the line-up change it asks for, each number among those shown or a
  /// name among `names` (`sub 12 thomas`).
  public static func lineUp(
    _ word: String, _ arguments: [String], highestNumber: Int, names: [NumberedName] = []
  ) throws -> LineUpRequest {
    let word = word.lowercased()
    let arguments =
      ["swap", "sub"].contains(word) ? arguments : NumberList.asOneName(arguments[...], names)
    let usage =
      switch word {
      case "swap": "type 'swap N M' with the numbers of two players, e.g. 'swap 2 3'"
      case "sub":
        "type 'sub OUT IN' with the number of the player going off, then the one coming on "
          + "from the Bench, e.g. 'sub 2 5'"
      default: "type '\(word) N' with the player's number, e.g. '\(word) 3'"
      }
    let count = word == "swap" || word == "sub" ? 2 : 1
    guard arguments.count == count else { throw FootballGatherError.invalidInput(usage) }
    var numbers: [Int] = []
    for argument in arguments {
      numbers.append(
        try number(
          argument, in: highestNumber, names: names,
          comingOn: word == "sub" && numbers.count == 1))
    }
    return switch word {
    case "swap": .swap(first: numbers[0], second: numbers[1])
    case "sub": .substitute(off: numbers[0], on: numbers[1])
    default: .move(number: numbers[0], to: word == "a" ? .teamA : word == "b" ? .teamB : .bench)
    }
  }

  /// A player's number among those shown. The one coming on in a `sub` may not be in the
  /// match yet (they sat it out, or came late): a number past the line-up says how they
  /// join.
  private static func number(
    _ argument: String, in highestNumber: Int, names: [NumberedName], comingOn: Bool
  ) throws(FootballGatherError) -> Int {
    do {
      return try NumberList.number(argument, in: highestNumber, names: names)
    } catch {
      guard comingOn, let wanted = try? WholeNumber.parse(argument, in: 1...Int.max),
        wanted > highestNumber
      else { throw error }
      throw .invalidInput(
        error.message + " (someone not in this match comes on with 'add NAME' first)")
    }
  }

  /// `[a|b] NAME|N` as the team a latecomer joins (the Bench unless `a` or `b` comes
  /// first) and who they are: a name, or a number on the player list.
  public static func latecomer(_ arguments: [String]) throws
    -> (Team, String)
  {
    var words = arguments
    var team = Team.bench
    if words.count > 1, let chosen = ["a": Team.teamA, "b": .teamB][words[0].lowercased()] {
      team = chosen
      words.removeFirst()
    }
    guard !words.isEmpty else {
      throw FootballGatherError.invalidInput(
        "type 'add NAME' or 'add N' (their number on the player list), e.g. 'add Fay', "
          + "or 'add a Fay' to put them on Team A")
    }
    return (team, words.joined(separator: " "))
  }

  /// `a Red Bibs` as Team A and "Red Bibs"; `a` alone as Team A and no name.
  public static func teamName(_ arguments: [String]) throws
    -> (Team, String?)
  {
    let teams = ["a": Team.teamA, "b": Team.teamB]
    guard let letter = arguments.first, let team = teams[letter.lowercased()] else {
      throw FootballGatherError.invalidInput(
        "type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'")
    }
    let name = arguments.dropFirst().joined(separator: " ")
    return (team, name.isEmpty ? nil : name)
  }
}
