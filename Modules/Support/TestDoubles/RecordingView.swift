/// A strict spy of a presenter's view: records, in order, everything the presenter shows
/// (view models, messages, errors, questions, announcements) and answers each `[y/n]`
/// question from `answers`.
///
/// Every feature's presenter talks to its view through the same handful of calls, so the
/// spy is written once. A feature's spy view is a subclass that names the feature's
/// `…Displaying` protocol; the methods it requires are already here:
///
/// ```swift
/// final class SpyPlayerAddView: RecordingView<PlayerAddViewModel>, PlayerAddDisplaying {}
/// ```
///
/// Strict like every double (`StrictDouble`): a call the test did not `expect` fails it.
@MainActor
open class RecordingView<ViewModel: Equatable>: StrictDouble {
  public enum Method: Hashable, Sendable {
    case display, displayMessage, displayLines, displayDetails, displayDocument, displayError
    case askConfirmation, askToDiscard, askToReset, askChoice, askLine, askSecret, announce
  }

  public enum Output: Equatable {
    case display(ViewModel)
    case message(String)
    case details([String])
    case document(String)
    case error(String)
    case confirmation(String)
    /// A prompt for a line typed in answer (`askLine`).
    case prompt(String)
    /// A prompt for a secret (a password), which the subclass answers.
    case secret(String)
    case announce(String, bell: Bool)
  }

  public let expected: ExpectedCalls<Method>
  public private(set) var outputs: [Output] = []
  /// The answers given to `[y/n]` questions, in order; `false` once they run out (as at
  /// the end of input).
  public var answers: [Bool] = []
  /// The answers given to choice questions (`askChoice`), in order; `nil` once they run out.
  public var choiceAnswers: [String] = []
  /// The lines typed at `askLine` prompts, in order; `nil` once they run out.
  public var lineAnswers: [String] = []

  public init() {
    expected = ExpectedCalls(of: String(describing: Self.self))
  }

  /// The view model shown last.
  public var lastViewModel: ViewModel? {
    outputs.reversed().lazy.compactMap {
      if case .display(let model) = $0 { model } else { nil }
    }.first
  }

  /// Records `output` after checking that the test expects `method`: for a subclass's
  /// own calls as well.
  public func record(_ method: Method, _ output: Output) {
    expected.check(method)
    outputs.append(output)
  }

  public func display(_ viewModel: ViewModel) { record(.display, .display(viewModel)) }
  public func displayMessage(_ message: String) { record(.displayMessage, .message(message)) }
  /// Several lines, recorded as one message with the lines joined by `\n`.
  public func displayLines(_ lines: [String]) {
    record(.displayLines, .message(lines.joined(separator: "\n")))
  }
  public func displayDetails(_ lines: [String]) { record(.displayDetails, .details(lines)) }
  public func displayDocument(_ text: String) { record(.displayDocument, .document(text)) }
  public func displayError(_ message: String) { record(.displayError, .error(message)) }

  public func announce(_ text: String, bell: Bool) {
    record(.announce, .announce(text, bell: bell))
  }

  public func askConfirmation(_ question: String) async -> Bool {
    record(.askConfirmation, .confirmation(question))
    return answers.isEmpty ? false : answers.removeFirst()
  }

  /// A question whose "yes" discards something; recorded and answered as `askConfirmation`.
  public func askToDiscard(_ question: String) async -> Bool {
    record(.askToDiscard, .confirmation(question))
    return answers.isEmpty ? false : answers.removeFirst()
  }

  /// A question whose "yes" resets something; recorded and answered as `askConfirmation`.
  public func askToReset(_ question: String) async -> Bool {
    record(.askToReset, .confirmation(question))
    return answers.isEmpty ? false : answers.removeFirst()
  }

  /// A question with several answers; recorded as a confirmation, answered from
  /// `choiceAnswers`.
  public func askChoice(_ question: String, answers: [String]) async -> String? {
    record(.askChoice, .confirmation(question))
    return choiceAnswers.isEmpty ? nil : choiceAnswers.removeFirst()
  }

  /// A prompt answered with a typed line; recorded, answered from `lineAnswers`.
  public func askLine(_ prompt: String) async -> String? {
    record(.askLine, .prompt(prompt))
    return lineAnswers.isEmpty ? nil : lineAnswers.removeFirst()
  }
}
