/// The app's "UIKit": writes lines, asks questions and reads answers.
///
/// Every view talks to the user through a `Console`. When input is piped, the console
/// echoes each line it reads after its prompt, so a scripted session's transcript reads
/// like the session a person would see.
@MainActor
public final class Console {
  private let input: any LineSource
  private let output: any TextSink
  private let style: TextStyle
  /// The prompt shown while waiting for a line, so an announcement can redraw it.
  private var pendingPrompt: String?
  /// Whether an empty line is still to be left out: the blank line that separates
  /// screens is not written before the first screen, so the app does not open with one.
  private var skipsLeadingBlankLine: Bool

  /// `skipsLeadingBlankLine`: leave out empty lines until something else is written (the
  /// app sets it; a view's tests see every line the view writes).
  public init(
    input: any LineSource, output: any TextSink, style: TextStyle = .plain,
    skipsLeadingBlankLine: Bool = false
  ) {
    self.input = input
    self.output = output
    self.style = style
    self.skipsLeadingBlankLine = skipsLeadingBlankLine
  }

  /// Whether a person is typing at a terminal.
  public var isInteractive: Bool { input.isTerminal }

  /// How many columns wide the terminal is, when output goes to one: pass it to
  /// `TextTable.render(width:)` so tables fit.
  public var columns: Int? { output.columns }

  // MARK: Output

  /// Writes one line. Control characters in it (from a player's name, a file) are shown
  /// escaped, so data can never break the line or send commands to the terminal.
  public func line(_ text: String = "") {
    guard !(skipsLeadingBlankLine && text.isEmpty) else { return }
    let text = text.escapingControlCharacters()
    write((wrapper.map { $0.wrap(text).lines } ?? text) + "\n")
  }

  /// Writes one line of two columns (a command and what it does): on a terminal too narrow
  /// for it, the rest goes on under the second column, which starts at `column`.
  public func line(_ text: String, continuedAt column: Int) {
    let text = text.escapingControlCharacters()
    write((wrapper.map { $0.wrap(text, indent: column).lines } ?? text) + "\n")
  }

  /// Breaks lines at spaces to fit the terminal; `nil` when output is not a terminal (a
  /// pipe or a file gets every line whole).
  private var wrapper: LineWrapper? {
    guard output.isTerminal, let columns = output.columns else { return nil }
    return LineWrapper(columns: columns)
  }

  private func write(_ text: String) {
    skipsLeadingBlankLine = false
    output.write(text)
  }

  /// Writes several lines, in one write (a long table is one system call, not thousands).
  public func lines(_ texts: [String]) {
    var texts = texts[...]
    while skipsLeadingBlankLine, texts.first?.isEmpty == true { texts = texts.dropFirst() }
    guard !texts.isEmpty else { return }
    let wrapper = wrapper
    write(
      texts.map {
        let text = $0.escapingControlCharacters()
        return (wrapper.map { $0.wrap(text).lines } ?? text) + "\n"
      }.joined())
  }

  /// Writes a screen title (bold on a colour terminal), its data escaped like `line`.
  public func title(_ text: String) {
    let text = text.escapingControlCharacters()
    write(style.bold(wrapper.map { $0.wrap(text).lines } ?? text) + "\n")
  }

  /// Writes a one-line hint of the screen's commands.
  public func hint(_ text: String) {
    let text = text.escapingControlCharacters()
    write(style.dim(wrapper.map { $0.wrap(text).lines } ?? text) + "\n")
  }

  /// Writes `error: <message>`: one line that says what went wrong and what to type instead.
  /// Control characters (from a player's name, a file) are shown escaped, so it stays one line.
  public func error(_ message: String) {
    let message = message.escapingControlCharacters()
    let prefix = "error: "
    write(
      style.red(prefix) + (wrapper.map { $0.wrap(message, used: prefix.count).lines } ?? message)
        + "\n")
  }

  /// Writes a message of one or more lines; in each, control characters that came from
  /// data (a player's name) are shown escaped.
  public func message(_ text: String) {
    lines(
      text.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0).escapingControlCharacters()
      })
  }

  /// Writes a document (an exported roster, teams to paste into a chat) to keep or copy.
  ///
  /// When the output is not a terminal the text is written byte for byte, so
  /// `export csv > roster.csv` keeps the exact data. On a terminal, each line is written
  /// whole (never broken to fit) with its control characters escaped, like any data.
  public func document(_ text: String) {
    guard output.isTerminal else { return write(text) }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    write(lines.map { String($0).escapingControlCharacters() + "\n" }.joined())
  }

  /// Writes a line while the app may be waiting for input (a timer announcement),
  /// then shows the pending prompt again, with what the user had typed so far, so they
  /// can go on typing where they were.
  public func announce(_ text: String, bell: Bool = false) {
    let escaped = text.escapingControlCharacters()
    let text =
      (wrapper.map { $0.wrap(escaped).lines } ?? escaped)
      + (bell && style.allowsBell ? "\u{7}" : "")
    guard let prompt = pendingPrompt else { return write(text + "\n") }
    if isInteractive, input.writeAbove(text + "\n", on: output) { return }
    let clear = isInteractive ? "\r\u{1B}[2K" : "\n"
    write(clear + text + "\n" + prompt + input.typedSoFar)
  }

  // MARK: Input

  /// Shows `prompt` and reads one line; `nil` at the end of input or after Ctrl-C on an
  /// empty line (the question is not answered). Piped input is echoed after the prompt
  /// with its control characters escaped, like any data. On a terminal, Tab completes
  /// from `completion`.
  public func ask(_ prompt: String, completion: LineCompletion = .none) async -> String? {
    await read(prompt, completion: completion).line
  }

  /// As `ask`, telling Ctrl-C on an empty line (`.interrupted`) from the end of input.
  public func read(_ prompt: String, completion: LineCompletion = .none) async -> LineReply {
    let prompt = prompt.escapingControlCharacters()
    skipsLeadingBlankLine = false  // the line source writes the prompt
    pendingPrompt = prompt
    let request = LineRequest(prompt: prompt, completion: completion)
    let answer = await input.readReply(request, showingPromptOn: output)
    pendingPrompt = nil
    if !isInteractive { write((answer.line ?? "").escapingControlCharacters() + "\n") }
    return answer
  }

  /// Shows `prompt` and reads one line without echoing it on a terminal; `nil` as for `ask`.
  /// Piped input is read as a line; the transcript never shows it. A terminal turns its
  /// echo off before the prompt is written, so a password pasted at once is not shown.
  public func askSecret(_ prompt: String) async -> String? {
    await readSecret(prompt).line
  }

  /// As `askSecret`, telling Ctrl-C on an empty line (`.interrupted`) from the end of input.
  public func readSecret(_ prompt: String) async -> LineReply {
    skipsLeadingBlankLine = false  // the line source writes the prompt
    let request = LineRequest(prompt: prompt.escapingControlCharacters(), secret: true)
    let answer = await input.readReply(request, showingPromptOn: output)
    if !isInteractive { write("\n") }
    return answer
  }

  /// Asks a yes/no question; only `y` or `yes` (any case) is a "yes".
  ///
  /// `n`, `no`, an empty answer and the end of input are a "no", so a question that
  /// deletes or overwrites keeps the data unless the user said yes. Any other answer (a
  /// command typed at the question, `resume`) is not taken as either: one `error:` line
  /// and the same question again, so a slip never moves on to the next question.
  public func confirm(_ question: String) async -> Bool {
    await choose(question, choices: "y/n", yes: ["y", "yes"], no: ["n", "no"])
  }

  /// Asks a question whose "yes" discards something for good (an unfinished match, a form
  /// being filled in): `question` names what is lost; only `discard` (or `y`/`yes`, the
  /// question having just said what goes) discards. `keep`, `n`, `no`, an empty answer and
  /// the end of input keep it; anything else is an error and the question again.
  public func confirmDiscard(_ question: String) async -> Bool {
    await choose(
      question, choices: "discard/keep", yes: ["discard", "y", "yes"], no: ["keep", "n", "no"])
  }

  /// As `confirmDiscard`, for a question whose "yes" resets something that cannot be
  /// set back (the match clock): only `reset` (or `y`/`yes`) resets; `keep`, `n`, `no`, an
  /// empty answer and the end of input keep it; anything else asks again.
  public func confirmReset(_ question: String) async -> Bool {
    await choose(
      question, choices: "reset/keep", yes: ["reset", "y", "yes"], no: ["keep", "n", "no"])
  }

  /// Asks a question answered by one of `answers` (`[skip/add/merge]`): the word typed, in
  /// lower case; `nil` for an empty answer or the end of input (which must change nothing).
  /// A word that is not an answer is one `error:` line and the same question again.
  public func choose(_ question: String, from answers: [String]) async -> String? {
    let choices = answers.joined(separator: "/")
    let words = Set(answers)
    var picked: String?
    _ = await choose(question, choices: choices, yes: words, no: []) { picked = $0 }
    return picked
  }

  private func choose(
    _ question: String, choices: String, yes: Set<String>, no: Set<String>,
    picking: (String) -> Void = { _ in }
  ) async -> Bool {
    var prompt = "\(question.escapingControlCharacters()) [\(choices)]"
    var lead = ""
    if let wrapper {
      // A long question breaks at spaces like any line; the prompt is its last piece.
      let pieces = wrapper.wrap(prompt)
      if pieces.count > 1 { lead = pieces.dropLast().joined(separator: "\n") + "\n" }
      prompt = pieces.last ?? prompt
    }
    while true {
      if !lead.isEmpty { write(lead) }
      guard let answer = await ask(prompt + " ") else { return false }
      let word = answer.trimmingWhitespace().lowercased()
      if word.isEmpty || no.contains(word) { return false }
      if yes.contains(word) {
        picking(word)
        return true
      }
      let words = choices.split(separator: "/").map { "'\($0)'" }
      error(
        "'\(answer.trimmingWhitespace())' is not an answer here; type \(words.joined(separator: " or "))"
      )
    }
  }

  /// Whether small charts may be drawn in block characters (a UTF-8 terminal), not ASCII.
  public var drawsBlocks: Bool { style.drawsBlocks }
}

extension [String] {
  /// The lines joined with line breaks, as one text to write.
  fileprivate var lines: String { joined(separator: "\n") }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  public func trimmingWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
