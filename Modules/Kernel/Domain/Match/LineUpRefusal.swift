/// Why the match refuses a change of its line-up. The rule says what is wrong; the screen
/// words the way out with the command to type (`GatherText`, which
/// every Gather screen prints).
public enum LineUpRefusal: Equatable, Sendable, Error {
  /// No player of the match has the number typed.
  case noPlayer(number: Int)
  /// `player` is already where the move would put them (a team or the Bench).
  case alreadyThere(player: String, team: Team)
  /// `player` is the last one of `team`: a team needs at least one player.
  case lastOfTeam(player: String, team: Team)
  /// A swap of two players in the same place.
  case samePlace(first: String, second: String, team: Team)
  /// A swap or substitution of a player with themselves.
  case samePlayer(number: Int)
  /// The player to go off (`sub OUT IN`) is on the Bench, not playing.
  case notPlaying(player: String)
  /// The player to come on (`sub OUT IN`) already plays for `team`.
  case notOnBench(player: String, team: Team)
  /// The latecomer already has a place in this match, as number `number`.
  case alreadyInMatch(player: String, number: Int)

  /// What is wrong, without the way out, with the teams called by `names`.
  public func error(in names: TeamNames = .standard) -> FootballGatherError {
    .invalidInput(message(in: names))
  }

  private func message(in names: TeamNames) -> String {
    let place = { (team: Team) in team == .bench ? "on the Bench" : "for \(names.name(of: team))" }
    return switch self {
    case .noPlayer(let number): "no player of this match has number \(number)"
    case .alreadyThere(let player, .bench): "\(player) is already on the Bench"
    case .alreadyThere(let player, let team): "\(player) already plays \(place(team))"
    case .lastOfTeam(let player, let team):
      "\(player) is the last \(names.name(of: team)) player; a team needs at least one"
    case .samePlace(let first, let second, .bench):
      "\(first) and \(second) are both on the Bench"
    case .samePlace(let first, let second, let team):
      "\(first) and \(second) both play \(place(team))"
    case .samePlayer(let number): "player \(number) cannot take their own place"
    case .notPlaying(let player): "\(player) is on the Bench, not playing"
    case .notOnBench(let player, let team): "\(player) already plays \(place(team))"
    case .alreadyInMatch(let player, let number):
      "\(player) already has a place in this match as number \(number)"
    }
  }
}
