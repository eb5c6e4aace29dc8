/// Breaks a line that is wider than the terminal at spaces, as a person would, instead of
/// letting the terminal cut it mid-word (`he` / `lp, quit`).
///
/// A continuation line is indented two columns more than the line it continues, so a
/// wrapped hint or a wrapped line-up reads as one item. A word wider than the whole line
/// is cut at the width, between characters (never inside an accented letter or an emoji).
/// Only output to a terminal is wrapped; a pipe or a file gets each line whole.
struct LineWrapper {
  /// The terminal's width in columns.
  let columns: Int

  /// `text` (one line, no line breaks, control characters already escaped) as one or more
  /// lines, each at most `columns` wide; `used` columns of the first line are already taken
  /// (by an `error: ` written before it).
  /// `indent`: where continuation lines start (a second column), when that leaves room
  /// for half the line; otherwise two columns in from the line's own indentation.
  func wrap(_ text: String, used: Int = 0, indent column: Int? = nil) -> [String] {
    guard columns > 8, used + text.displayWidth > columns else { return [text] }
    let leading = text.prefix(while: { $0 == " " }).count
    let indentWidth =
      column.flatMap { $0 <= columns / 2 ? $0 : nil } ?? min(leading + 2, columns / 2)
    let indent = String(repeating: " ", count: indentWidth)
    var lines: [String] = []
    var current = Substring("")
    var width = used
    for token in words(of: text) {
      let tokenWidth = token.displayWidth
      if width + tokenWidth <= columns {
        current += token
        width += tokenWidth
        continue
      }
      var rest = token
      if current.contains(where: { $0 != " " }) {
        lines.append(String(current.trimmingTrailingSpaces()))
        current = Substring(indent)
        width = indent.count
        rest = token.drop(while: { $0 == " " })
      }
      while width + rest.displayWidth > columns {
        let (head, tail) = split(rest, within: columns - width)
        guard !head.isEmpty else { break }
        lines.append(String(current + head))
        current = Substring(indent)
        width = indent.count
        rest = tail
      }
      current += rest
      width += rest.displayWidth
    }
    let last = current.trimmingTrailingSpaces()
    if !last.isEmpty { lines.append(String(last)) }
    return lines
  }

  /// The text cut before each space run ends: `"a, b  c"` → `["a,", " b", "  c"]`, so a word
  /// carries the spaces before it and the leading indentation stays with the first word.
  private func words(of text: String) -> [Substring] {
    var words: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    var inSpaces = true
    while index < text.endIndex {
      let isSpace = text[index] == " "
      if isSpace && !inSpaces && start < index {
        words.append(text[start..<index])
        start = index
      }
      inSpaces = isSpace
      index = text.index(after: index)
    }
    if start < text.endIndex { words.append(text[start...]) }
    return words
  }

  /// The longest start of `text` at most `width` columns wide, and the rest.
  private func split(_ text: Substring, within width: Int) -> (Substring, Substring) {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex, used + text[index].displayWidth <= width {
      used += text[index].displayWidth
      index = text.index(after: index)
    }
    return (text[..<index], text[index...])
  }
}

extension Substring {
  fileprivate func trimmingTrailingSpaces() -> Substring {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
