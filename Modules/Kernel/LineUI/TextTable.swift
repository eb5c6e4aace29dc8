/// Lays out rows of text in aligned columns.
public struct TextTable: Sendable {
  /// Which side of its column a cell's text lines up with.
  public enum Alignment: Sendable {
    case left
    case right
  }

  /// One column: its header and alignment.
  public struct Column: Sendable {
    public var header: String
    public var alignment: Alignment

    public init(_ header: String, alignment: Alignment = .left) {
      self.header = header
      self.alignment = alignment
    }
  }

  public var columns: [Column]
  public var rows: [[String]]
  /// Text before each line.
  public var indent: String

  public init(columns: [Column], rows: [[String]], indent: String = "  ") {
    self.columns = columns
    self.rows = rows
    self.indent = indent
  }

  /// The header line followed by one line per row; trailing spaces removed.
  /// Control characters in cells are shown escaped, so every row stays on one line.
  /// With `width` (the terminal's columns), the widest columns are narrowed until a line
  /// fits, and a cell too long for its column ends with `…`.
  public func render(width: Int? = nil) -> [String] {
    let all = ([columns.map(\.header)] + rows).map { $0.map { $0.escapingControlCharacters() } }
    // Each cell's width once: measuring text is the costly part of a long table.
    let cellWidths = all.map { $0.map(\.displayWidth) }
    var widths = columns.indices.map { index in
      cellWidths.map { index < $0.count ? $0[index] : 0 }.max() ?? 0
    }
    if let width { narrow(&widths, toFit: width) }
    return zip(all, cellWidths).map { row, rowWidths in
      let cells = columns.indices.map { index -> String in
        var text = index < row.count ? row[index] : ""
        var width = index < rowWidths.count ? rowWidths[index] : 0
        if width > widths[index] {
          text = text.shortened(to: widths[index])
          width = text.displayWidth
        }
        let padding = String(repeating: " ", count: widths[index] - width)
        return columns[index].alignment == .left ? text + padding : padding + text
      }
      var line = indent + cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Narrows the widest column, one cell at a time, until a line fits in `width`
  /// (columns keep at least 4 cells, so `1…` or `Ann…` still says something).
  private func narrow(_ widths: inout [Int], toFit width: Int) {
    let spacing = indent.displayWidth + 2 * max(widths.count - 1, 0)
    while spacing + widths.reduce(0, +) > width {
      guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
        widths[widest] > 4
      else { return }
      widths[widest] -= 1
    }
  }
}

extension String {
  /// The text cut to `width` cells, ending with `…` when it was longer.
  fileprivate func shortened(to width: Int) -> String {
    guard displayWidth > width else { return self }
    var kept = ""
    for character in self {
      guard kept.displayWidth + character.displayWidth + 1 <= width else { break }
      kept.append(character)
    }
    return kept + "…"
  }
}
