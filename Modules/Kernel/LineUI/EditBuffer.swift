/// The text of the line being edited and the cursor in it, counted in characters as a
/// person sees them (grapheme clusters): a letter with its combining accent, a ZWJ emoji
/// family or a wide character moves and deletes as one.
struct EditBuffer: Equatable, Sendable {
  private(set) var text = ""
  /// How many characters are before the cursor.
  private(set) var cursor = 0

  var isEmpty: Bool { text.isEmpty }
  var isAtEnd: Bool { cursor == text.count }
  var beforeCursor: Substring { text[..<index(cursor)] }

  /// Inserts typed text at the cursor and moves the cursor after it. A combining mark
  /// joins the character before it, as it does on the screen.
  mutating func insert(_ typed: String) {
    let count = text.count
    text.insert(contentsOf: typed, at: index(cursor))
    cursor = min(max(cursor + text.count - count, 0), text.count)
  }

  /// Replaces the whole line (a line from the history); the cursor goes to its end.
  mutating func replace(with line: String) {
    text = line
    cursor = line.count
  }

  /// Replaces the `count` characters before the cursor with `replacement` (a completion).
  mutating func replaceBeforeCursor(_ count: Int, with replacement: String) {
    let start = max(cursor - count, 0)
    text.removeSubrange(index(start)..<index(cursor))
    cursor = start
    insert(replacement)
  }

  mutating func moveLeft() -> Bool { move(to: cursor - 1) }
  mutating func moveRight() -> Bool { move(to: cursor + 1) }
  mutating func moveHome() -> Bool { move(to: 0) }
  mutating func moveEnd() -> Bool { move(to: text.count) }

  /// Alt-b / Ctrl-Left: to the start of the word the cursor is in or after. A word is
  /// what lies between spaces, as for Ctrl-W.
  mutating func moveWordLeft() -> Bool { move(to: startOfWordBeforeCursor) }

  /// Alt-f / Ctrl-Right: to the end of the word the cursor is in or before.
  mutating func moveWordRight() -> Bool {
    let characters = Array(text)
    var end = cursor
    while end < characters.count, characters[end].isWhitespace { end += 1 }
    while end < characters.count, !characters[end].isWhitespace { end += 1 }
    return move(to: end)
  }

  /// Backspace: removes the character before the cursor.
  mutating func deleteBackward() -> Bool { remove(from: cursor - 1, to: cursor) }
  /// Delete: removes the character under the cursor.
  mutating func deleteForward() -> Bool { remove(from: cursor, to: cursor + 1) }
  /// Ctrl-K: removes everything after the cursor.
  mutating func killToEnd() -> Bool { remove(from: cursor, to: text.count) }
  /// Ctrl-U: removes everything before the cursor.
  mutating func killToStart() -> Bool { remove(from: 0, to: cursor) }

  /// Ctrl-W / Alt-Backspace: removes the word before the cursor and the spaces after it.
  mutating func killWordBackward() -> Bool { remove(from: startOfWordBeforeCursor, to: cursor) }

  /// Where the word before the cursor starts (spaces between it and the cursor skipped).
  private var startOfWordBeforeCursor: Int {
    let before = Array(beforeCursor)
    var start = before.count
    while start > 0, before[start - 1].isWhitespace { start -= 1 }
    while start > 0, !before[start - 1].isWhitespace { start -= 1 }
    return start
  }

  private mutating func move(to offset: Int) -> Bool {
    guard (0...text.count).contains(offset), offset != cursor else { return false }
    cursor = offset
    return true
  }

  private mutating func remove(from start: Int, to end: Int) -> Bool {
    guard start >= 0, end <= text.count, start < end else { return false }
    text.removeSubrange(index(start)..<index(end))
    if cursor > start { cursor = max(start, cursor - (end - start)) }
    return true
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }
}
