import Domain

extension GatherCorrection {
  /// Why a correction cannot be applied. The Entity says what is wrong; the presenter
  /// adds what to type instead.
  enum Refusal: Error, Equatable {
    /// The score cannot be set (the Domain's reason).
    case score(FootballGatherError)
    /// There is no goal `number` in a log of `count` goals.
    case noGoal(number: Int, count: Int)
    /// There is no player `number` in a line-up of `count`.
    case noPlayer(number: Int, count: Int)
    case ownGoalByOwnPlayer(team: Team)
    case scorerNotInTeam(scorer: String, team: Team)
    /// Goal `goal` in `minute` would be out of order with goal `other`, scored in `then`.
    case minuteOutOfOrder(goal: Int, minute: Int, other: Int, then: Int)
    /// There is no player `number` on a player list of `count`.
    case noRosterPlayer(number: Int, count: Int)
    /// The player (by name) is already where the move would put them (by place).
    case alreadyThere(String, String)
    /// The player (by name) is in the gather already, on the place named.
    case alreadyPlayed(String, String)
    /// The player (by name) scored goal `goal`: moving them would change its side.
    case scorerInLineUp(String, goal: Int)
    /// The player (by name) came on, went off or moved during the match.
    case changedDuringMatch(String)

    /// What is wrong, with the teams called "Team A" and "Team B".
    var message: String { message(in: .standard) }

    /// What is wrong, with the teams called by `names`.
    func message(in names: TeamNames) -> String {
      switch self {
      case .score(let error): error.message
      case .noGoal(_, 0): "this gather has no goals to remove"
      case .noGoal(let number, let count):
        "there is no goal \(number); choose a number from 1 to \(count)"
      case .noPlayer(let number, let count):
        "there is no player \(number); choose a number from 1 to \(count)"
      case .ownGoalByOwnPlayer(let team):
        "an own goal for \(names.name(of: team)) is scored by a "
          + "\(names.name(of: team == .teamA ? Team.teamB : .teamA)) player"
      case .scorerNotInTeam(let scorer, let team):
        "\(scorer) did not play for \(names.name(of: team))"
      case .noRosterPlayer(let number, let count):
        "there is no player \(number) on the player list; choose a number from 1 to \(count)"
      case .alreadyThere(let name, let place):
        "\(name) is already on \(place)"
      case .alreadyPlayed(let name, let place):
        "\(name) is already in this gather (\(place)); move them with 'move P a|b|bench'"
      case .scorerInLineUp(let name, let goal):
        "\(name) scored goal \(goal); give it another scorer ('scorer \(goal) P') or remove it "
          + "first, so no goal changes sides"
      case .changedDuringMatch(let name):
        "\(name) came on, went off or moved during the match, which the gather keeps; "
          + "their place cannot be corrected here"
      case .minuteOutOfOrder(let goal, let minute, let other, let then):
        "goal \(goal) in minute \(minute) would come \(other < goal ? "before" : "after") goal "
          + "\(other) (\(then)'); goals stay in the order they were scored"
      }
    }
  }
}
