import Domain
import Presentation

/// The line-up use cases: a player moved, two swapped, a substitution; a latecomer.
extension GatherModels {
  /// `a|b N`, `bench N`, `swap N M`, `sub OUT IN`.
  enum ChangeLineUp {
    struct Request: Equatable { var change: LineUpRequest }
    enum Response {
      case changed([LineUpChange], MatchFacts)
      case refused(LineUpRefusal, TeamNames)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case changed(DisplayedMatch)
      case error(String)
    }
  }

  /// `add [a|b] NAME|N`: a roster player by name or number, or, when nobody on the roster
  /// has the name, a guest (asked first: the answer is the next request).
  enum AddLatecomer {
    enum Request: Equatable {
      case typed(String, team: Team)
      case guest(name: String, team: Team)
      case noGuest
    }
    enum Response {
      case joined(number: Int, LineUpChange, MatchFacts)
      /// Several roster players fit the name typed.
      case several(String, PlayerMatches)
      case askGuest(name: String, team: Team)
      case nobodyAdded
      case refused(LineUpRefusal, TeamNames)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case joined(DisplayedMatch)
      case askGuest(question: String, name: String, team: Team)
      case message(String)
      case error(String)
    }
  }
}
