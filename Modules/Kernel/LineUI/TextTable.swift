/// Lays out rows of text in aligned columns.
public struct TextTable: Sendable {
  public enum Alignment: Sendable {
    case left
    case right
  }

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
  public func render() -> [String] {
    let all = ([columns.map(\.header)] + rows).map { $0.map { $0.escapingControlCharacters() } }
    // Each cell's width once: measuring text is the costly part of a long table.
    let cellWidths = all.map { $0.map(\.displayWidth) }
    let widths = columns.indices.map { index in
      cellWidths.map { index < $0.count ? $0[index] : 0 }.max() ?? 0
    }
    return zip(all, cellWidths).map { row, rowWidths in
      let cells = columns.indices.map { index -> String in
        let text = index < row.count ? row[index] : ""
        let width = index < rowWidths.count ? rowWidths[index] : 0
        let padding = String(repeating: " ", count: widths[index] - width)
        return columns[index].alignment == .left ? text + padding : padding + text
      }
      var line = indent + cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
