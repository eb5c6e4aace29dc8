import Domain
import Presentation

/// The ways out of the match scene. Each asks first; the answer is the next request.
extension GatherModels {
  /// `end`: the result saved, back to the player list.
  enum EndGather {
    enum Request: Equatable {
      case ask
      case answer(Bool)
    }
    enum Response {
      case ask(MatchFacts)
      case ended(Gather, MatchFacts)
      case goesOn
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case ask(String)
      case ended(lines: [String], Gather)
      case goesOn(String)
      case error(String)
    }
  }

  /// `back` (to the player list) or `quit` (the app ends): the match stays saved.
  enum Leave {
    enum Way: Equatable, Sendable {
      case back, quit
    }
    enum Request: Equatable {
      case ask(Way)
      case answer(Way, Bool)
      /// The end of input, which cannot be asked: the match stays saved, silently.
      case atEndOfInput
    }
    enum Response {
      case ask(Way)
      /// Left with the match as it stays saved (its timer may run on).
      case left(Way, TimerFacts)
      case goesOn
    }
    enum ViewModel: Equatable {
      case ask(String, Way)
      case left(String, Way)
      case goesOn(String)
    }
  }

  /// The answer to the offer of a match left unfinished (`ShowMatch`): taken up, or not
  /// (then the scene asks whether to discard it).
  enum Resume {
    struct Request: Equatable { var accepted: Bool }
    enum Response {
      case resumed(MatchFacts, before: TimerFacts)
      case askDiscard(MatchFacts)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case resumed(DisplayedMatch)
      case askDiscard(String)
      case error(String)
    }
  }

  /// The answer to the question whether to discard the unfinished match: back either way.
  enum Discard {
    struct Request: Equatable { var confirmed: Bool }
    enum Response {
      case discarded
      case failed(FootballGatherError)
      case kept
    }
    struct ViewModel: Equatable {
      var lines: [String]
      var error: String?
    }
  }
}
