import Domain
import LineUI

/// What the match screen tells the screen that shows it.
@MainActor
public protocol GatherViewControllerDelegate: AnyObject {
  /// The gather ended and its result was saved: back to the player list.
  func gatherViewController(didEnd gather: Gather) async
  /// The user left the match unfinished (it stays saved) or discarded it.
  func gatherViewControllerDidLeave() async
}

/// The match screen in MVP: holds the view and its presenter, shows the view, and is the
/// view's delegate for what only a controller does: leaving for the previous screen.
@MainActor
public final class GatherViewController: Screen {
  private let gatherView: GatherView
  private let presenter: GatherPresenter
  private weak var delegate: (any GatherViewControllerDelegate)?

  /// The screen of a gather just started on the teams screen.
  public convenience init(
    gather: Gather, console: Console, clock: any Clock<Duration>,
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService, snapshotService: any MatchSnapshotService,
    delegate: any GatherViewControllerDelegate
  ) {
    self.init(
      match: Match(gather: gather), opening: .started, console: console, clock: clock,
      services: (gatherService, resultService, snapshotService, playerService), delegate: delegate)
  }

  /// The screen of a match left unfinished; it asks whether to resume or discard it.
  public convenience init(
    resuming snapshot: MatchSnapshot, console: Console, clock: any Clock<Duration>,
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService, snapshotService: any MatchSnapshotService,
    delegate: any GatherViewControllerDelegate
  ) {
    self.init(
      match: Match(snapshot: snapshot), opening: .resumed, console: console, clock: clock,
      services: (gatherService, resultService, snapshotService, playerService), delegate: delegate)
  }

  private init(
    match: Match, opening: GatherPresenter.Opening, console: Console, clock: any Clock<Duration>,
    services: (
      any GatherService, any MatchResultService, any MatchSnapshotService, any PlayerService
    ),
    delegate: any GatherViewControllerDelegate
  ) {
    let view = GatherView(console: console)
    gatherView = view
    presenter = GatherPresenter(
      view: view, match: match, opening: opening, clock: MatchClock(clock),
      gatherService: services.0, playerService: services.3, resultService: services.1,
      snapshots: MatchSnapshotWriter(service: services.2))
    self.delegate = delegate
    // The view's way back to its controller, as the original's `setupView()` sets it.
    view.delegate = self
  }

  public var prompt: String { gatherView.prompt }
  public var commands: [CommandHelp] { GatherView.commandTable }
  public func appear() async { await presenter.viewDidAppear() }
  public func disappear() async { presenter.viewDidDisappear() }
  public func handle(_ command: CommandInput) async {
    await gatherView.handle(command, presenter: presenter)
  }
  public func goBack() async -> BackDecision {
    await presenter.leaveGather()
    return .stay
  }
  public func shouldQuit(atEndOfInput: Bool) async -> Bool {
    await presenter.shouldQuit(atEndOfInput: atEndOfInput)
  }
}

extension GatherViewController: GatherViewDelegate {
  func didEndGather(_ gather: Gather) async {
    await delegate?.gatherViewController(didEnd: gather)
  }

  func didLeaveGather() async {
    await delegate?.gatherViewControllerDidLeave()
  }
}

/// Tab completes the match's players' names after a command word (`goal a An` Tab:
/// `goal a Ann`), since every command that takes a player's number takes a name too.
extension GatherViewController {
  public var completion: LineCompletion {
    LineCompletion(commands: commands, argumentWords: gatherView.names.map(\.name))
  }
}
