/// Where the cursor is on the screen relative to the start of the prompt, and the bytes
/// that move it, erase the prompt and its line, and draw them again. A line longer than
/// the terminal is wide wraps onto more rows; knowing the width, the drawing goes back up
/// to the prompt's first row, so no stale rows are left behind.
struct LineDrawing: Sendable {
  let prompt: String
  /// The terminal's width in columns; `nil` when unknown (the line is taken not to wrap).
  var columns: Int?
  /// Cells from the start of the prompt to the cursor.
  private(set) var position: Int

  /// After the prompt has been written.
  init(prompt: String, columns: Int?) {
    self.prompt = prompt
    self.columns = columns
    position = prompt.displayWidth
  }

  var promptWidth: Int { prompt.displayWidth }

  /// Takes the cursor to the start of the prompt and clears everything from there down.
  mutating func erase() -> String {
    let up = row(position)
    position = 0
    return (up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J"
  }

  /// Draws the prompt and `shown` from the start of the prompt, then puts the cursor
  /// `cursorWidth` cells into `shown`.
  mutating func draw(_ shown: String, cursorWidth: Int) -> String {
    var out = prompt + shown
    position = promptWidth + shown.displayWidth
    if let columns, columns > 0, position > 0, position % columns == 0 {
      out += "\n"  // leaves the terminal's pending wrap, so the cursor is where we count
    }
    return out + move(to: promptWidth + cursorWidth)
  }

  /// Erases and draws again.
  mutating func redraw(_ shown: String, cursorWidth: Int) -> String {
    erase() + draw(shown, cursorWidth: cursorWidth)
  }

  /// The cursor moved forward by writing text itself, `width` cells.
  mutating func advance(by width: Int) {
    position += width
  }

  /// Whether writing `width` more cells leaves the cursor where a terminal's pending
  /// wrap makes counting unreliable (the last column).
  func endsAtRowEnd(after width: Int) -> Bool {
    guard let columns, columns > 0 else { return false }
    return (position + width) % columns == 0
  }

  /// Moves the cursor to `target` cells from the start of the prompt.
  mutating func move(to target: Int) -> String {
    guard target != position else { return "" }
    let rows = row(target) - row(position)
    var out = rows < 0 ? "\u{1B}[\(-rows)A" : rows > 0 ? "\u{1B}[\(rows)B" : ""
    let column = self.column(target)
    out += "\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
    position = target
    return out
  }

  private func row(_ cells: Int) -> Int {
    guard let columns, columns > 0 else { return 0 }
    return cells / columns
  }

  private func column(_ cells: Int) -> Int {
    guard let columns, columns > 0 else { return cells }
    return cells % columns
  }
}
