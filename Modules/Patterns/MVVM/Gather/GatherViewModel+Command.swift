import Domain

/// The inputs the view sends for what the user typed, and the values of the outputs that
/// are more than a line.
extension GatherViewModel {
  /// One command the user typed, as the view read it.
  enum Command: Equatable {
    case start
    case pause
    case timer
    case stop
    case time(seconds: Int)
    case halves(periods: Int, seconds: Int, breakSeconds: Int)
    case goal(Team, scorerNumber: Int?, ownGoal: Bool)
    case lineUp(LineUpRequest)
    case add(String, to: Team)
    case name(Team, to: String?)
    case remove(goal: Int)
    case score(Score)
    case undo
    case goals
    case end
  }

  /// What the view asks and how: a yes/no, a discard or a reset question.
  struct Question: Equatable {
    enum Kind: Equatable {
      case confirm
      case discard
      case reset
    }
    var kind: Kind
    var text: String
  }

  /// Where the screen goes when it is done.
  enum Exit: Equatable {
    /// The gather ended and its result was saved: back to the player list.
    case ended(Gather)
    /// The match was left unfinished (it stays saved) or discarded: back to the list.
    case left
    /// The match was left unfinished as the app quits.
    case quit
  }

  /// A line the running timer prints; `bell` rings at each end of a stage.
  struct Announcement: Equatable {
    var text: String
    var bell: Bool
  }

  /// What the question asked waits for.
  enum Asked: Equatable {
    case resume
    case discard
    case end
    case leave(quitting: Bool)
    case reset(periods: Int, seconds: Int, breakSeconds: Int)
    case guest(name: String, team: Team)
  }

  /// The user typed `command`: the view model does it and its outputs say what came of it.
  func didEnter(_ command: Command) async {
    switch command {
    case .start: await startTimer()
    case .pause: await pauseTimer()
    case .timer: if match.timer.isRunning { await pauseTimer() } else { await startTimer() }
    case .stop: await stopTimer()
    case .time(let seconds): await setTime(seconds: seconds)
    case .halves(let periods, let seconds, let breakSeconds):
      await askOrSetHalves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
    case .goal(let team, let number, let ownGoal):
      await scoreGoal(for: team, scorerNumber: number, ownGoal: ownGoal)
    case .lineUp(let request): await changeLineUp(request)
    case .add(let text, let team): await addLatecomer(text, to: team)
    case .name(let team, let name): await rename(team, to: name)
    case .remove(let number): await removeGoal(number: number)
    case .score(let score): await setScore(score)
    case .undo: await undoGoal()
    case .goals: report.value = Text.goalLog(match)
    case .end: ask(Question(kind: .confirm, text: Text.endQuestion(status)), for: .end)
    }
  }

  /// The answer to the question last asked: the view model goes on with it.
  func didAnswer(_ yes: Bool) async {
    switch takeAsked() {
    case .resume: if yes { await open() } else { askToDiscard() }
    case .discard: await discardOrKeep(yes)
    case .end: if yes { await endGather() } else { message.value = Text.goesOn }
    case .leave(let quitting):
      if yes { await leave(quitting: quitting) } else { message.value = Text.goesOn }
    case .reset(let periods, let seconds, let breakSeconds):
      await setHalves(
        periods: periods, seconds: seconds, breakSeconds: breakSeconds, resettingClock: yes)
    case .guest(let name, let team): await addGuest(named: name, to: team, agreed: yes)
    case nil: break
    }
  }
}
