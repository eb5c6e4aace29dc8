/// The app's own line discipline for a terminal in character mode: it turns the keys a
/// person presses into a line, says what to draw, and always knows what has been typed
/// so far, so a timer announcement can be written above the line without losing it.
///
/// Keys (readline's common ones): Left/Right (Ctrl-B/F), Alt-b/Alt-f or Ctrl-Left/Right
/// (a word), Home/End (Ctrl-A/E), Backspace, Delete, Ctrl-K (to the end), Ctrl-U (to the
/// start), Ctrl-W or Alt-Backspace (the word before), Up/Down (Ctrl-P/N) through this
/// run's lines, Tab to complete, Ctrl-L to redraw. Ctrl-C clears the line, and on an
/// empty line reports an interrupt (the screen decides what it means); Ctrl-D on an empty
/// line ends the input (elsewhere it deletes forward). Editing works on characters as a
/// person sees them (grapheme clusters).
struct LineEditor: Sendable {
  enum Action: Equatable {
    /// Write this to the terminal.
    case echo(String)
    /// The line is complete (without its line break); write `echo` first.
    case finish(String, echo: String)
    /// Ctrl-D on an empty line; write `echo` first.
    case endOfInput(echo: String)
    /// Ctrl-C on an empty line; write `echo` first.
    case interrupted(echo: String)
    case nothing
  }

  private var decoder = KeyDecoder()
  private(set) var buffer = EditBuffer()
  private(set) var history: LineHistory
  private var drawing: LineDrawing
  /// A password: nothing is drawn, and it never goes to the history.
  private let secret: Bool
  private let completion: LineCompletion

  init(
    prompt: String = "", columns: Int? = nil, secret: Bool = false,
    history: LineHistory = LineHistory(), completion: LineCompletion = .none
  ) {
    drawing = LineDrawing(prompt: prompt, columns: columns)
    self.secret = secret
    self.history = history
    self.completion = completion
  }

  /// What has been typed on this line so far.
  var text: String { buffer.text }

  /// The terminal's width, read again before each key (the window may be resized).
  var columns: Int? {
    get { drawing.columns }
    set { drawing.columns = newValue }
  }

  mutating func feed(_ byte: UInt8) -> Action {
    guard let key = decoder.feed(byte) else { return .nothing }
    switch key {
    case .text(let typed): return insert(typed)
    case .enter: return finish()
    case .endOfFile:
      guard buffer.isEmpty else { return redrawn(buffer.deleteForward()) }
      return .endOfInput(echo: "\n")
    case .interrupt: return interrupt()
    case .tab: return complete()
    case .up: return showHistory(history.previous(current: buffer.text))
    case .down: return showHistory(history.next())
    case .clearScreen:
      return .echo("\u{1B}[H\u{1B}[2J" + drawing.draw(shown, cursorWidth: cursorWidth))
    case .ignored: return .nothing
    default: return redrawn(edit(key))
    }
  }

  /// Erases the prompt and the line, so something can be written in their place.
  mutating func erase() -> String { drawing.erase() }

  /// Draws the prompt and the line again (after `erase()` and whatever was written).
  mutating func draw() -> String { drawing.draw(shown, cursorWidth: cursorWidth) }

  private mutating func edit(_ key: KeyDecoder.Key) -> Bool {
    switch key {
    case .backspace: buffer.deleteBackward()
    case .deleteForward: buffer.deleteForward()
    case .left: buffer.moveLeft()
    case .right: buffer.moveRight()
    case .home: buffer.moveHome()
    case .end: buffer.moveEnd()
    case .killToEnd: buffer.killToEnd()
    case .killToStart: buffer.killToStart()
    case .killWordBackward: buffer.killWordBackward()
    case .wordLeft: buffer.moveWordLeft()
    case .wordRight: buffer.moveWordRight()
    default: false
    }
  }

  private var shown: String { secret ? "" : buffer.text }
  private var cursorWidth: Int { secret ? 0 : buffer.cursorWidth }

  private mutating func redrawn(_ changed: Bool) -> Action {
    guard changed, !secret else { return .nothing }
    return .echo(drawing.redraw(shown, cursorWidth: cursorWidth))
  }

  private mutating func insert(_ typed: String) -> Action {
    let wasAtEnd = buffer.isAtEnd
    let widthBefore = cursorWidth
    buffer.insert(typed)
    guard !secret else { return .nothing }
    let added = cursorWidth - widthBefore
    guard wasAtEnd else { return redrawn(true) }
    // At the end of the line the typed text is simply written: a paste costs its length.
    // On the last column the cursor leaves the terminal's pending wrap, as `draw` does.
    let wrap = drawing.endsAtRowEnd(after: added) ? "\n" : ""
    drawing.advance(by: added)
    return .echo(typed + wrap)
  }

  private mutating func finish() -> Action {
    let line = buffer.text
    let echo = drawing.move(to: drawing.promptWidth + shown.displayWidth) + "\n"
    if !secret { history.record(line) }
    buffer = EditBuffer()
    drawing = LineDrawing(prompt: drawing.prompt, columns: drawing.columns)
    return .finish(line, echo: echo)
  }

  /// Ctrl-C: a line with something typed is cleared and the prompt drawn again; on an
  /// empty line the interrupt is reported.
  private mutating func interrupt() -> Action {
    let echo = drawing.move(to: drawing.promptWidth + shown.displayWidth) + "^C\n"
    let wasEmpty = buffer.isEmpty
    buffer = EditBuffer()
    history.reset()
    drawing = LineDrawing(prompt: drawing.prompt, columns: drawing.columns)
    return wasEmpty ? .interrupted(echo: echo) : .echo(echo + drawing.prompt)
  }

  private mutating func showHistory(_ line: String?) -> Action {
    guard !secret, let line else { return .nothing }
    buffer.replace(with: line)
    return redrawn(true)
  }

  private mutating func complete() -> Action {
    guard !secret, let result = completion.complete(String(buffer.beforeCursor)) else {
      return .nothing
    }
    guard result.choices.isEmpty else {
      let end = drawing.move(to: drawing.promptWidth + shown.displayWidth)
      let list = "\n" + result.choices.joined(separator: "  ") + "\n"
      drawing = LineDrawing(prompt: drawing.prompt, columns: drawing.columns)
      return .echo(end + list + drawing.draw(shown, cursorWidth: cursorWidth))
    }
    buffer.replaceBeforeCursor(result.replacing, with: result.replacement)
    return redrawn(true)
  }
}
