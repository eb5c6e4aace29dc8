/// The view work every screen does the same way, written once: messages, errors,
/// yes/no questions and titles, over the view's `Console`.
///
/// A feature's view conforms and gets these as the implementations of its
/// `…Displaying` requirements (`displayMessage`, `displayError`, `askConfirmation`), so a
/// feature writes only what differs (its tables and view models). Text that came from
/// data is escaped in one place: `Console` shows control characters and bidirectional
/// overrides as visible escapes in every line it writes, so a view never escapes by hand.
@MainActor
public protocol ConsoleView: AnyObject {
  /// Where the view writes and reads.
  var console: Console { get }
}

extension ConsoleView {
  /// Writes a message on one line: a line break that came from data (a name) is shown
  /// as `\n`, so data can never make a line of its own.
  public func displayMessage(_ message: String) {
    console.line(message)
  }

  /// Writes a message of several lines, each escaped like `displayMessage`.
  public func displayLines(_ lines: [String]) {
    console.lines(lines)
  }

  /// Writes one `error: …` line.
  public func displayError(_ message: String) {
    console.error(message)
  }

  /// Asks a yes/no question; the end of input answers "no", so nothing changes by accident.
  public func askConfirmation(_ question: String) async -> Bool {
    await console.confirm(question)
  }

  /// Asks whether to discard what `question` names; only `discard` (or `y`) discards, the
  /// end of input, an empty answer, `keep` or `n` keep it, anything else asks again.
  public func askToDiscard(_ question: String) async -> Bool {
    await console.confirmDiscard(question)
  }

  /// Asks whether to reset what `question` names; only `reset` (or `y`) resets, the end of
  /// input, an empty answer, `keep` or `n` keep it, anything else asks again.
  public func askToReset(_ question: String) async -> Bool {
    await console.confirmReset(question)
  }

  /// Asks a question answered by one of `answers`; `nil` (change nothing) for an empty
  /// answer or the end of input; any other word asks again.
  public func askChoice(_ question: String, answers: [String]) async -> String? {
    await console.choose(question, from: answers)
  }

  /// Writes text to copy or redirect whole (`Console.document`): a pipe gets it byte for
  /// byte, a terminal gets its lines escaped but never broken to fit.
  public func displayDocument(_ text: String) {
    console.document(text)
  }

  /// Starts a screen: one empty line to separate it from what came before, then its title.
  public func displayTitle(_ title: String) {
    console.line()
    console.title(title)
  }
}
