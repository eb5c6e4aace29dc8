import Domain
import LineUI

/// The match screen in MVP-C: holds the view and its presenter, shows the view, and hands
/// every wish to leave the screen to its coordinator. It never navigates itself.
@MainActor
final class GatherViewController: Screen {
  private let gatherView: GatherView
  private let presenter: GatherPresenter
  private weak var coordinator: GatherCoordinator?

  init(
    match: Match, opening: GatherPresenter.Opening, console: Console, clock: any Clock<Duration>,
    services: GatherCoordinator.Services, coordinator: GatherCoordinator
  ) {
    let view = GatherView(console: console)
    gatherView = view
    presenter = GatherPresenter(
      view: view, match: match, opening: opening, clock: MatchClock(clock),
      gatherService: services.gathers, playerService: services.players,
      resultService: services.results,
      snapshots: MatchSnapshotWriter(service: services.snapshots))
    self.coordinator = coordinator
    // The view's way back to its controller, as the original's `setupView()` sets it.
    view.delegate = self
  }

  var prompt: String { gatherView.prompt }
  var commands: [CommandHelp] { GatherView.commandTable }
  func appear() async { await presenter.viewDidAppear() }
  func disappear() async { presenter.viewDidDisappear() }
  func handle(_ command: CommandInput) async {
    await gatherView.handle(command, presenter: presenter)
  }
  func goBack() async -> BackDecision {
    await presenter.leaveGather()
    return .stay
  }
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    await presenter.shouldQuit(atEndOfInput: atEndOfInput)
  }
}

extension GatherViewController: GatherViewDelegate {
  func didEndGather(_ gather: Gather) async {
    await coordinator?.didEndGather(gather)
  }

  func didLeaveGather() async {
    await coordinator?.didLeaveGather()
  }
}

/// Tab completes the match's players' names after a command word (`goal a An` Tab:
/// `goal a Ann`), since every command that takes a player's number takes a name too.
extension GatherViewController {
  var completion: LineCompletion {
    LineCompletion(commands: commands, argumentWords: gatherView.names.map(\.name))
  }
}
