import LineUI
import TestSupport
import Testing

/// A feature's view on a scripted console, reporting to a spy presenter: a test types a
/// line and reads what the screen printed for it and what the presenter heard.
///
/// Every feature's view tests check the same rule over a table of lines: input the screen
/// refuses prints one `error: …` line and reaches no presenter (README, "bad input"). The
/// set-up and the check are written once, here:
///
/// ```swift
/// let screen = ViewHarness(PlayerListView.init(console:), presenter: SpyPlayerListPresenter())
/// screen.view.display(viewModel)
/// await screen.expectRefusal(of: "show 0", saying: "error: there is no player 0; ...")
/// let events = await screen.events(expecting: .didRequestMore, afterTyping: ["more"])
/// #expect(events == ["didRequestMore"])
/// ```
///
/// A view suite keeps one as a stored property and shows it its view model in `init()`:
/// Swift Testing makes the suite afresh for each test, so each test gets a new screen.
@MainActor
public struct ViewHarness<View: ModuleView, Method: Hashable & Sendable> {
  public let view: View
  /// The spy the view reports to (a feature's `RecordingPresenter` subclass).
  public let presenter: RecordingPresenter<Method>
  public let output: RecordingOutput
  /// What the user types at the view's own questions (a password, a `[y/n]`), and what
  /// is left unread.
  public let input: ScriptedInput

  /// `makeView` makes the view on a scripted console that reads `typed` at its own
  /// questions (none unless given); `presenter` must be the view's presenter protocol's spy.
  public init(
    _ makeView: @MainActor (Console) -> View, presenter: RecordingPresenter<Method>,
    reading typed: [String] = []
  ) {
    let (console, input, output) = Console.scripted(typed)
    self.view = makeView(console)
    self.presenter = presenter
    self.output = output
    self.input = input
  }

  /// The lines the screen prints for `line` alone (what it showed before is left out).
  public func lines(
    afterTyping line: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [String] {
    guard let reporting = reporting(sourceLocation) else { return [] }
    output.clear()
    await view.handle(CommandInput(line), presenter: reporting)
    return output.lines
  }

  /// What the screen decides on `back` (`nil` when the spy is not its presenter); the
  /// presenter expects the events `methods` as well as those it expected before.
  public func goBack(
    expecting methods: Method..., sourceLocation: SourceLocation = #_sourceLocation
  ) async -> BackDecision? {
    presenter.expected.expect(methods)
    guard let reporting = reporting(sourceLocation) else { return nil }
    return await view.goBack(presenter: reporting)
  }

  /// What the presenter heard, in order, once `lines` are typed one after another; it
  /// expects the events `methods` as well as those it expected before.
  public func events(
    expecting methods: Method..., afterTyping lines: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [String] {
    presenter.expected.expect(methods)
    for line in lines { _ = await self.lines(afterTyping: line, sourceLocation: sourceLocation) }
    return presenter.events
  }

  /// Checks the rule for input the screen refuses: `line` prints exactly one line,
  /// `error` (with its `error: ` start), and the presenter hears nothing.
  public func expectRefusal(
    of line: String, saying error: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let lines = await lines(afterTyping: line, sourceLocation: sourceLocation)
    #expect(lines == [error, ""], "typing '\(line)'", sourceLocation: sourceLocation)
    #expect(presenter.events.isEmpty, "typing '\(line)'", sourceLocation: sourceLocation)
  }

  /// The spy as the presenter the view reports to; `nil`, with an issue, when it is not.
  private func reporting(_ sourceLocation: SourceLocation) -> View.Presenter? {
    guard let reporting = presenter as? View.Presenter else {
      Issue.record(
        "\(type(of: presenter)) is not the presenter \(View.self) reports to",
        sourceLocation: sourceLocation)
      return nil
    }
    return reporting
  }
}
