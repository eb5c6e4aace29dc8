import Domain
import Presentation

/// The match scene's requests (view controller -> interactor), responses (interactor ->
/// presenter) and view models (presenter -> view controller), one group per use case, as
/// Clean Swift writes them. Here: the match and its timer; the goals, the line-up and the
/// ways out in `+Goals`, `+LineUp` and `+Leaving`.
enum GatherModels {
  /// The match as the screen shows it: what changed, in a sentence, then the screen.
  struct DisplayedMatch: Equatable {
    var message: String?
    var content: GatherContent
  }

  /// The scene appears: the match, or first the offer of one left unfinished.
  enum ShowMatch {
    struct Request {}
    enum Response {
      /// The match listed from its first rows, with the status before the opening saved it.
      case match(MatchFacts, before: TimerFacts?)
      /// A match offered back, and what passed while its timer ran on without the scene.
      case offerResume(MatchFacts, away: MatchTimer.Away?)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case match(DisplayedMatch)
      case offerResume(preface: [String], question: String)
      case error(String)
    }
  }

  /// `list`, `list A-B` (the players numbered A to B) or `more`: the rows the scene lists.
  enum ListLineUp {
    enum Request: Equatable {
      case first
      case numbered(ClosedRange<Int>)
      case more
    }
    enum Response {
      case page(MatchFacts, LineUpWindow)
      /// `more` with every section listed to its end.
      case endOfLineUp
    }
    enum ViewModel: Equatable {
      case page(GatherContent)
      case endOfLineUp(String)
    }
  }

  /// The scene left the stack: the timer stops ticking and announcing. Nothing is shown.
  enum StopTicking {
    struct Request {}
  }

  /// The timer commands, and the answer to the question whether new halves reset the clock.
  enum ChangeTimer {
    enum Request: Equatable {
      case start, pause, toggle, stop
      case time(seconds: Int)
      case halves(periods: Int, seconds: Int, breakSeconds: Int)
      /// Sets `plan`; the match clock goes on unless `resettingClock` (the answer).
      case setPlan(MatchPlan, resettingClock: Bool)
    }
    enum Response {
      case changed(MatchFacts, before: TimerFacts)
      case refused(MatchTimer.Refusal)
      case badPlan(FootballGatherError, example: String)
      /// Whether `plan` starts the match clock again at 0 (it has `played`).
      case asksToResetClock(MatchPlan, played: Duration)
      case failed(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case changed(DisplayedMatch)
      case error(String)
      case askToResetClock(question: String, plan: MatchPlan)
    }
  }

  /// What the running timer reports on its own: no request asks for it.
  enum Tick {
    enum Response {
      case passed([MatchTimer.Event], MatchFacts)
      case timeLeft(Duration)
      case saveFailed(FootballGatherError)
    }
    struct ViewModel: Equatable {
      struct Announcement: Equatable {
        var text: String
        var bell: Bool
      }
      var announcements: [Announcement]
    }
  }
}
