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

/// The match screen's view in MVVM: reads the user's lines, asks its view model, prints
/// what the view model answers and what the running timer announces, and moves on when
/// the gather ends or is left.
@MainActor
public final class GatherViewController: Screen, GatherViewModelDelegate {
  // Internal rather than private: `+Commands` reads them too. Its state is set only here.
  let console: Console
  let viewModel: GatherViewModel
  private(set) weak var delegate: (any GatherViewControllerDelegate)?
  /// The highest player number last shown, to check `goal a N` before asking.
  private(set) var highestNumber = 0
  private(set) var names: [NumberedName] = []

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
    match: Match, opening: GatherViewModel.Opening, console: Console, clock: any Clock<Duration>,
    services: (
      any GatherService, any MatchResultService, any MatchSnapshotService, any PlayerService
    ),
    delegate: any GatherViewControllerDelegate
  ) {
    self.console = console
    viewModel = GatherViewModel(
      match: match, opening: opening, clock: MatchClock(clock), gatherService: services.0,
      playerService: services.3, resultService: services.1,
      snapshots: MatchSnapshotWriter(service: services.2))
    self.delegate = delegate
    viewModel.delegate = self
  }

  public let prompt = "gather> "
  public var commands: [CommandHelp] { Self.commandTable }

  public func appear() async {
    switch viewModel.takeOpening() {
    case .started: show(await viewModel.open())
    case .resumed:
      guard await resumeOrDiscard() else { return }
      show(await viewModel.open())
    case nil: show(viewModel.list())
    }
  }

  public func disappear() async {
    viewModel.stopTicking()
  }

  public func goBack() async -> BackDecision {
    guard await console.confirm(viewModel.leaveQuestion) else {
      show(viewModel.goesOn)
      return .stay
    }
    show(await viewModel.leave())
    await delegate?.gatherViewControllerDidLeave()
    return .stay
  }

  public func shouldQuit(atEndOfInput: Bool) async -> Bool {
    guard !atEndOfInput else {
      await viewModel.leaveAtEndOfInput()
      return true
    }
    guard await console.confirm(viewModel.leaveQuestion) else {
      show(viewModel.goesOn)
      return false
    }
    show(await viewModel.leave())
    return true
  }

  // MARK: Showing what the view model says

  func show(_ feedback: [GatherViewModel.Feedback]) {
    for item in feedback {
      switch item {
      case .message(let text): console.line(text)
      case .lines(let lines): console.lines(lines)
      case .error(let text): console.error(text)
      case .screen: render(viewModel.content)
      case .update: render(viewModel.update)
      }
    }
  }

  private func render(_ content: GatherContent) {
    highestNumber = content.highestNumber
    names = content.names
    Self.render(content, on: console)
  }

  func didUpdateGatherTime(announcing line: String, bell: Bool) {
    console.announce(line, bell: bell)
  }

  /// Asks about a match offered back (left, quit or after a crash); `true` to go on with
  /// it, saying first what passed if its timer ran on meanwhile. Only a second, explicit
  /// "yes" discards it.
  private func resumeOrDiscard() async -> Bool {
    show(viewModel.resumeOffer())
    if await console.confirm(viewModel.resumeQuestion) { return true }
    if await console.confirmDiscard(viewModel.discardQuestion) {
      show(await viewModel.discard())
    } else {
      show(viewModel.kept)
    }
    await delegate?.gatherViewControllerDidLeave()
    return false
  }
}
