import Domain

/// The requests, responses and view models of the match scene: what crosses each arrow
/// of VIP's one-way cycle (view controller -> interactor -> presenter -> view controller).
enum GatherModels {
  /// What the timer commands ask for.
  enum TimerRequest: Equatable, Sendable {
    case start, pause, toggle, stop
    case time(seconds: Int)
    case halves(periods: Int, seconds: Int, breakSeconds: Int)
  }

  /// A goal for `team`, by the player numbered `scorerNumber` (an own goal: of the other team).
  struct GoalRequest: Equatable, Sendable {
    var team: Team
    var scorerNumber: Int?
    var ownGoal: Bool
  }

  /// `list`, `list A-B` (the players numbered A to B) or `more`: the rows a scene lists.
  enum ListRequest: Equatable, Sendable {
    case first
    case numbered(ClosedRange<Int>)
    case more
  }

  /// How the user asked to leave: `back` goes back to the player list, `quit` ends the app.
  enum Leaving: Equatable, Sendable {
    case back, quit
  }

  /// The match as it is now, with the status before the change that led to it (if any).
  struct MatchResponse {
    var status: MatchStatus
    var before: MatchStatus?
    /// The rows to list (`list`, `more`, the scene opening); `nil` after a change, which
    /// shows the timer alone on a line-up too long to list whole.
    var listing: LineUpWindow?
  }

  /// What a goal command did to the match.
  enum GoalResponse {
    case scored(Goal, Match)
    case undone(Goal, Match)
    case removed(Goal, number: Int, before: Match, after: Match)
    case scoreSet(Match)
    case renamed(Team, MatchStatus)
  }

  /// `add [a|b] NAME|N`: who the latecomer is (a name or a roster number) and where they go.
  struct LatecomerRequest: Equatable, Sendable {
    var text: String
    var team: Team
  }

  /// A latecomer joined, with their number, and the match after it.
  struct LatecomerResponse {
    var number: Int
    var change: LineUpChange
    var status: MatchStatus
  }

  /// What a line-up request did: the changes made, and the match after them.
  struct LineUpResponse {
    var changes: [LineUpChange]
    var status: MatchStatus
  }

  /// Why a request changed nothing.
  enum Refusal {
    case timer(MatchTimer.Refusal)
    case goal(GoalRefusal, TeamNames)
    case lineUp(LineUpRefusal, TeamNames)
    /// Several roster players fit the latecomer's name typed.
    case several(String, PlayerMatches)
    case noPlayer(number: Int)
    case plan(FootballGatherError, example: String)
    case failed(FootballGatherError, doing: String?)
  }

  /// What the running timer reports on its own.
  enum TickResponse {
    case passed([MatchTimer.Event], MatchStatus)
    case timeLeft(MatchStatus)
    case saveFailed(FootballGatherError)
  }

  /// A question the view controller asks; the answer is the next request.
  enum Question {
    case end(MatchStatus)
    case leave(Leaving)
    /// A match offered back, and what passed while its timer ran on without the scene.
    case resume(MatchStatus, away: MatchTimer.Away?)
    case discard(MatchStatus)
    /// Whether `plan` starts the match clock again at 0 (it has moved).
    case resetClock(MatchPlan, MatchTimer)
    /// A name nobody on the roster has: join as a guest?
    case guest(name: String, team: Team)
  }

  /// How the match scene ends: with the result saved, or left (it stays saved).
  enum Exit {
    case ended(Gather, MatchStatus)
    /// Left with the match as it stays saved (its timer may run on).
    case left(Leaving, MatchStatus)
    case discarded
    case discardFailed(FootballGatherError)
    case kept
  }

  /// What the view controller shows: the match, lines of text, an error, an announcement.
  struct MatchViewModel: Equatable {
    var message: String?
    var content: GatherContent
  }

  struct Announcement: Equatable {
    var text: String
    var bell: Bool
  }

  /// A question to ask, after the lines that come before it; `asked` says which request
  /// its answer makes.
  struct QuestionViewModel: Equatable {
    enum Asked: Equatable {
      case end, resume, discard
      case leave(Leaving)
      case resetClock(MatchPlan)
      case guest(name: String, team: Team)
    }

    var preface: [String]
    var question: String
    var asked: Asked
  }

  /// The last lines of the scene and where the router goes next.
  struct ExitViewModel: Equatable {
    enum Route: Equatable {
      case playerList(Gather)
      case back
      /// Nowhere: the app ends (`quit`).
      case quit
    }

    var lines: [String]
    var error: String?
    var route: Route
  }
}
