import Domain
import LineUI

/// The requests the view controller sends its interactor: one per use case, each a
/// `Request` of `GatherModels`.
@MainActor
protocol GatherBusinessLogic: AnyObject {
  func showMatch(request: GatherModels.ShowMatch.Request) async
  func listLineUp(request: GatherModels.ListLineUp.Request)
  func stopTicking(request: GatherModels.StopTicking.Request)
  func changeTimer(request: GatherModels.ChangeTimer.Request) async
  func scoreGoal(request: GatherModels.ScoreGoal.Request) async
  func undoGoal(request: GatherModels.UndoGoal.Request) async
  func removeGoal(request: GatherModels.RemoveGoal.Request) async
  func setScore(request: GatherModels.SetScore.Request) async
  func renameTeam(request: GatherModels.RenameTeam.Request) async
  func showGoalLog(request: GatherModels.ShowGoalLog.Request)
  func changeLineUp(request: GatherModels.ChangeLineUp.Request) async
  func addLatecomer(request: GatherModels.AddLatecomer.Request) async
  func endGather(request: GatherModels.EndGather.Request) async
  func leave(request: GatherModels.Leave.Request) async
  func resume(request: GatherModels.Resume.Request) async
  func discard(request: GatherModels.Discard.Request) async
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

  func appear() async { await interactor.showMatch(request: .init()) }
  func disappear() async { interactor.stopTicking(request: .init()) }

  func goBack() async -> BackDecision {
    await interactor.leave(request: .ask(.back))
    return .stay
  }

  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    guard !atEndOfInput else {
      await interactor.leave(request: .atEndOfInput)
      return true
    }
    await interactor.leave(request: .ask(.quit))
    return quits
  }

  /// Says what changed, then shows the match (and keeps its numbers and names for the
  /// commands typed next).
  func show(_ match: GatherModels.DisplayedMatch) {
    if let message = match.message { console.line(message) }
    highestNumber = match.content.highestNumber
    names = match.content.names
    Self.render(match.content, on: console)
  }

  // MARK: Display logic of the ways out: each question's answer is the next request.

  func displayEnd(viewModel: GatherModels.EndGather.ViewModel) async {
    switch viewModel {
    case .ask(let question):
      await interactor.endGather(request: .answer(await console.confirm(question)))
    case .ended(let lines, let gather):
      console.lines(lines)
      await router.routeToPlayerList(after: gather)
    case .goesOn(let message): console.line(message)
    case .error(let message): console.error(message)
    }
  }

  func displayLeave(viewModel: GatherModels.Leave.ViewModel) async {
    switch viewModel {
    case .ask(let question, let way):
      await interactor.leave(request: .answer(way, await console.confirm(question)))
    case .left(let line, .back):
      console.lines([line])
      await router.routeBack()
    case .left(let line, .quit):
      console.lines([line])
      quits = true
    case .goesOn(let message): console.line(message)
    }
  }

  func displayResume(viewModel: GatherModels.Resume.ViewModel) async {
    switch viewModel {
    case .resumed(let match): show(match)
    case .askDiscard(let question):
      await interactor.discard(request: .init(confirmed: await console.confirmDiscard(question)))
    case .error(let message): console.error(message)
    }
  }

  func displayDiscard(viewModel: GatherModels.Discard.ViewModel) async {
    console.lines(viewModel.lines)
    if let error = viewModel.error { console.error(error) }
    await router.routeBack()
  }
}

/// Tab completes the match's players' names after a command word (`goal a An` Tab:
/// `goal a Ann`), since every command that takes a player's number takes a name too.
extension GatherViewController {
  var completion: LineCompletion {
    LineCompletion(commands: commands, argumentWords: names.map(\.name))
  }
}
