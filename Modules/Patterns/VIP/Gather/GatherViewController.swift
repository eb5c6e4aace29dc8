import Domain
import LineUI

/// The requests the view controller sends its interactor.
@MainActor
protocol GatherBusinessLogic: AnyObject {
  func showMatch() async
  func list(request: GatherModels.ListRequest)
  func stopTicking()
  func changeTimer(request: GatherModels.TimerRequest) async
  func setPlan(_ plan: MatchPlan, resettingClock: Bool) async
  func scoreGoal(request: GatherModels.GoalRequest) async
  func changeLineUp(request: LineUpRequest) async
  func addLatecomer(request: GatherModels.LatecomerRequest) async
  func addGuest(named name: String, to team: Team) async
  func declineGuest()
  func undoGoal() async
  func removeGoal(number: Int) async
  func setScore(_ score: Score) async
  func rename(_ team: Team, to name: String?) async
  func showGoalLog()
  func requestToEnd() async
  func endGather() async
  func keepPlaying()
  func requestToLeave(_ leaving: GatherModels.Leaving) async
  func leave(_ leaving: GatherModels.Leaving) async
  func leaveAtEndOfInput() async
  func resume() async
  func requestToDiscard() async
  func discard() async
  func keep() async
}

/// The match scene's view controller in VIP: sends each typed line to the interactor as
/// a request and shows the view models the presenter hands back; it asks the router to
/// leave. The cycle runs one way: view controller -> interactor -> presenter -> here.
@MainActor
final class GatherViewController: Screen, GatherDisplayLogic {
  let console: Console
  let interactor: any GatherBusinessLogic
  private let router: any GatherRoutingLogic
  /// The highest player number last shown, to check `goal a N` before asking.
  private(set) var highestNumber = 0
  private(set) var names: [NumberedName] = []
  /// Whether `quit` was answered "yes" (the app then ends).
  private var quits = false

  init(console: Console, interactor: any GatherBusinessLogic, router: any GatherRoutingLogic) {
    self.console = console
    self.interactor = interactor
    self.router = router
  }

  let prompt = "gather> "
  var commands: [CommandHelp] { Self.commandTable }

  func appear() async { await interactor.showMatch() }
  func disappear() async { interactor.stopTicking() }

  func goBack() async -> BackDecision {
    await interactor.requestToLeave(.back)
    return .stay
  }

  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    guard !atEndOfInput else {
      await interactor.leaveAtEndOfInput()
      return true
    }
    await interactor.requestToLeave(.quit)
    return quits
  }

  // MARK: Display logic

  func displayMatch(viewModel: GatherModels.MatchViewModel) {
    if let message = viewModel.message { console.line(message) }
    highestNumber = viewModel.content.highestNumber
    names = viewModel.content.names
    Self.render(viewModel.content, on: console)
  }

  func displayMessage(viewModel: String) { console.line(viewModel) }
  func displayLines(viewModel: [String]) { console.lines(viewModel) }
  func displayError(viewModel: String) { console.error(viewModel) }

  func displayAnnouncement(viewModel: GatherModels.Announcement) {
    console.announce(viewModel.text, bell: viewModel.bell)
  }

  /// Asks the question; the answer goes back to the interactor as its next request.
  func displayQuestion(viewModel: GatherModels.QuestionViewModel) async {
    for line in viewModel.preface { console.line(line) }
    let yes: Bool
    switch viewModel.asked {
    case .discard: yes = await console.confirmDiscard(viewModel.question)
    case .resetClock: yes = await console.confirmReset(viewModel.question)
    default: yes = await console.confirm(viewModel.question)
    }
    switch viewModel.asked {
    case .end: yes ? await interactor.endGather() : interactor.keepPlaying()
    case .leave(let leaving): yes ? await interactor.leave(leaving) : interactor.keepPlaying()
    case .resume: yes ? await interactor.resume() : await interactor.requestToDiscard()
    case .discard: yes ? await interactor.discard() : await interactor.keep()
    case .resetClock(let plan): await interactor.setPlan(plan, resettingClock: yes)
    case .guest(let name, let team):
      yes ? await interactor.addGuest(named: name, to: team) : interactor.declineGuest()
    }
  }

  func displayExit(viewModel: GatherModels.ExitViewModel) async {
    console.lines(viewModel.lines)
    if let error = viewModel.error { console.error(error) }
    switch viewModel.route {
    case .playerList(let gather): await router.routeToPlayerList(after: gather)
    case .back: await router.routeBack()
    case .quit: quits = true
    }
  }
}

/// Tab completes the match's players' names after a command word (`goal a An` Tab:
/// `goal a Ann`), since every command that takes a player's number takes a name too.
extension GatherViewController {
  var completion: LineCompletion {
    LineCompletion(commands: commands, argumentWords: names.map(\.name))
  }
}
