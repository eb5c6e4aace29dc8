import Domain
import LineUI
import Presentation

/// What the match screen tells the screen that shows it.
@MainActor
public protocol GatherViewControllerDelegate: AnyObject {
  /// The gather ended and its result was saved: back to the player list.
  func gatherViewController(didEnd gather: Gather) async
  /// The user left the match unfinished (it stays saved) or discarded it.
  func gatherViewControllerDidLeave() async
}

/// The match screen's view in MVVM: binds once to its view model's outputs, printing each
/// value they take, and turns what the user types into the view model's inputs. It asks the
/// questions the view model asks and moves on where the view model's `exit` says.
@MainActor
public final class GatherViewController: Screen {
  // Internal rather than private: `+Commands` reads them too. Its state is set only here.
  let console: Console
  let viewModel: GatherViewModel
  private(set) weak var delegate: (any GatherViewControllerDelegate)?
  /// The highest player number last shown, to check `goal a N` before asking.
  private(set) var highestNumber = 0
  private(set) var names: [NumberedName] = []
  /// The question the view model asked during the input being sent, until it is asked.
  private var question: GatherViewModel.Question?
  /// Where the view model said to go during the input being sent.
  private var exit: GatherViewModel.Exit?

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
    bind()
  }

  /// The one binding of every output: each value is printed as it comes.
  private func bind() {
    viewModel.matchScreen.bind { [weak self] in self?.render($0) }
    viewModel.message.bind { [console] in console.line($0) }
    viewModel.report.bind { [console] in console.lines($0) }
    viewModel.errorMessage.bind { [console] in console.error($0) }
    viewModel.timerAnnouncement.bind { [console] in console.announce($0.text, bell: $0.bell) }
    viewModel.question.bind { [weak self] in self?.question = $0 }
    viewModel.exit.bind { [weak self] in self?.exit = $0 }
  }

  public let prompt = "gather> "
  public var commands: [CommandHelp] { Self.commandTable }

  public func appear() async {
    await viewModel.didAppear()
    await answerAndMoveOn()
  }

  public func disappear() async {
    viewModel.didDisappear()
  }

  public func goBack() async -> BackDecision {
    viewModel.didAskToLeave()
    await answerAndMoveOn()
    return .stay
  }

  public func shouldQuit(atEndOfInput: Bool) async -> Bool {
    guard !atEndOfInput else {
      await viewModel.didReachEndOfInput()
      return true
    }
    viewModel.didAskToQuit()
    return await answerAndMoveOn() == .quit
  }

  private func render(_ content: GatherContent) {
    highestNumber = content.highestNumber
    names = content.names
    Self.render(content, on: console)
  }

  /// After an input: asks each question the view model asked and sends the answer, then
  /// goes where its `exit` said (told to the delegate), and returns that.
  @discardableResult
  func answerAndMoveOn() async -> GatherViewModel.Exit? {
    while let asked = question {
      question = nil
      await viewModel.didAnswer(await answer(asked))
    }
    defer { exit = nil }
    switch exit {
    case .ended(let gather): await delegate?.gatherViewController(didEnd: gather)
    case .left: await delegate?.gatherViewControllerDidLeave()
    case .quit, nil: break
    }
    return exit
  }

  private func answer(_ question: GatherViewModel.Question) async -> Bool {
    switch question.kind {
    case .confirm: await console.confirm(question.text)
    case .discard: await console.confirmDiscard(question.text)
    case .reset: await console.confirmReset(question.text)
    }
  }
}
