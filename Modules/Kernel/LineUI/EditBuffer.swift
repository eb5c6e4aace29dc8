/// The text of the line being edited and the cursor in it, counted in characters as a
/// person sees them (grapheme clusters): a letter with its combining accent, a ZWJ emoji
/// family or a wide character moves and deletes as one.
///
/// Kept as an array of characters with the cursor's display width beside it, so typing
/// or pasting at the cursor costs what is typed, not the length of the line: a pasted
/// 50,000-character line is linear work (docs/PERFORMANCE.md).
struct EditBuffer: Equatable, Sendable {
  private var characters: [Character] = []
  /// How many characters are before the cursor.
  private(set) var cursor = 0
  /// The cells the characters before the cursor take on the screen.
  private(set) var cursorWidth = 0

  var text: String { String(characters) }
  var isEmpty: Bool { characters.isEmpty }
  var isAtEnd: Bool { cursor == characters.count }
  var beforeCursor: String { String(characters[..<cursor]) }

  /// Inserts typed text at the cursor and moves the cursor after it. A combining mark
  /// joins the character before it, as it does on the screen: the characters either side
  /// of the cursor are joined with the typed text again, and nothing else is touched.
  mutating func insert(_ typed: String) {
    let start = max(cursor - 1, 0)
    let end = min(cursor + 1, characters.count)
    let joined = Array(
      String(characters[start..<cursor]) + typed + String(characters[cursor..<end]))
    let widthBefore = width(start..<cursor)
    characters.replaceSubrange(start..<end, with: joined)
    let moved = cursor + joined.count - (end - start)
    cursor = min(max(moved, start), characters.count)
    cursorWidth += width(start..<cursor) - widthBefore
  }

  /// Replaces the whole line (a line from the history); the cursor goes to its end.
  mutating func replace(with line: String) {
    characters = Array(line)
    cursor = characters.count
    cursorWidth = width(0..<cursor)
  }

  /// Replaces the `count` characters before the cursor with `replacement` (a completion).
  mutating func replaceBeforeCursor(_ count: Int, with replacement: String) {
    let start = max(cursor - count, 0)
    cursorWidth -= width(start..<cursor)
    characters.removeSubrange(start..<cursor)
    cursor = start
    insert(replacement)
  }

  mutating func moveLeft() -> Bool { move(to: cursor - 1) }
  mutating func moveRight() -> Bool { move(to: cursor + 1) }
  mutating func moveHome() -> Bool { move(to: 0) }
  mutating func moveEnd() -> Bool { move(to: characters.count) }

  /// Alt-b / Ctrl-Left: to the start of the word the cursor is in or after. A word is
  /// what lies between spaces, as for Ctrl-W.
  mutating func moveWordLeft() -> Bool { move(to: startOfWordBeforeCursor) }

  /// Alt-f / Ctrl-Right: to the end of the word the cursor is in or before.
  mutating func moveWordRight() -> Bool {
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
  mutating func killToEnd() -> Bool { remove(from: cursor, to: characters.count) }
  /// Ctrl-U: removes everything before the cursor.
  mutating func killToStart() -> Bool { remove(from: 0, to: cursor) }

  /// Ctrl-W / Alt-Backspace: removes the word before the cursor and the spaces after it.
  mutating func killWordBackward() -> Bool { remove(from: startOfWordBeforeCursor, to: cursor) }

  /// Where the word before the cursor starts (spaces between it and the cursor skipped).
  private var startOfWordBeforeCursor: Int {
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    return start
  }

  private mutating func move(to offset: Int) -> Bool {
    guard (0...characters.count).contains(offset), offset != cursor else { return false }
    moveCursor(to: offset)
    return true
  }

  private mutating func remove(from start: Int, to end: Int) -> Bool {
    guard start >= 0, end <= characters.count, start < end else { return false }
    let newCursor = cursor > start ? max(start, cursor - (end - start)) : cursor
    if cursor > start { cursorWidth -= width(start..<min(cursor, end)) }
    characters.removeSubrange(start..<end)
    cursor = newCursor
    return true
  }

  /// Puts the cursor at `offset`, counting only the cells between the old and new place.
  private mutating func moveCursor(to offset: Int) {
    if offset < cursor {
      cursorWidth -= width(offset..<cursor)
    } else {
      cursorWidth += width(cursor..<offset)
    }
    cursor = offset
  }

  /// The cells `characters[range]` take.
  private func width(_ range: Range<Int>) -> Int {
    characters[range].reduce(0) { $0 + $1.displayWidth }
  }
}
