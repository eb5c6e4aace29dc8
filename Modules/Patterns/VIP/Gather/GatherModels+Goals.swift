import Domain
import Presentation

/// The goal use cases: score one, undo the last, remove one, set the score, name a team,
/// show the goal log.
extension GatherModels {
  /// `goal a|b [og] [N]`: a goal for `team`, by the player numbered `scorerNumber` (an own
  /// goal: of the other team).
  enum ScoreGoal {
    struct Request: Equatable {
      var team: Team
      var scorerNumber: Int?
      var ownGoal: Bool
    }
    enum Response {
      /// The goal as it reads, and the score after it.
      case scored(GoalEntry, Score, TeamNames)
      case noPlayer(number: Int)
      case refused(GoalRefusal, TeamNames)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case scored(String)
      case error(String)
    }
  }

  /// `undo`: the last goal goes.
  enum UndoGoal {
    struct Request {}
    enum Response {
      case undone(GoalEntry, Score, TeamNames)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case undone(String)
      case error(String)
    }
  }

  /// `remove N`: goal `number` of the goal log goes.
  enum RemoveGoal {
    struct Request: Equatable { var number: Int }
    enum Response {
      /// The goal as it read before, and the score after.
      case removed(GoalEntry, number: Int, Score, TeamNames)
      case refused(GoalRefusal)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case removed(String)
      case error(String)
    }
  }

  /// `score A-B`: unnamed goals added or removed until the score is `score`.
  enum SetScore {
    struct Request: Equatable { var score: Score }
    enum Response {
      case set(Score, TeamNames)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case set(String)
      case error(String)
    }
  }

  /// `name a|b [NAME]`: `team` is called `name` for this gather (`nil`: its own name).
  enum RenameTeam {
    struct Request: Equatable {
      var team: Team
      var name: String?
    }
    enum Response {
      case renamed(Team, MatchFacts)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case renamed(DisplayedMatch)
      case error(String)
    }
  }

  /// `goals`: the goal log, oldest first.
  enum ShowGoalLog {
    struct Request {}
    struct Response {
      var goals: [GoalEntry]
      var score: Score
      var names: TeamNames
    }
    struct ViewModel: Equatable { var lines: [String] }
  }
}
