/// A table of strings that renders as aligned text, Markdown or CSV.
public struct TableModel: Sendable, Equatable {
  public var columns: [String]
  public var rows: [[String]]
  /// Columns aligned left (the others, numbers, align right).
  public var leftAligned: Set<Int>

  /// Creates a table; the first column is left-aligned unless said otherwise.
  public init(columns: [String], rows: [[String]], leftAligned: Set<Int> = [0]) {
    self.columns = columns
    self.rows = rows
    self.leftAligned = leftAligned
  }

  /// Columns padded to their widest cell, two spaces apart, a rule under the titles.
  public func text() -> String {
    let all = [columns] + rows
    let widths = columns.indices.map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { index, cell in
        let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
        return leftAligned.contains(index) ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(columns), rule] + rows.map(line)).joined(separator: "\n") + "\n"
  }

  /// A GitHub-flavoured Markdown table.
  public func markdown() -> String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { $0.replacingPipes() }.joined(separator: " | ") + " |"
    }
    let rule =
      "| "
      + columns.indices.map { leftAligned.contains($0) ? "---" : "---:" }
      .joined(separator: " | ") + " |"
    return ([line(columns), rule] + rows.map(line)).joined(separator: "\n") + "\n"
  }

  /// RFC 4180 CSV with a title row.
  public func csv() -> String {
    ([columns] + rows).map { $0.map(Self.csvField).joined(separator: ",") }
      .joined(separator: "\n") + "\n"
  }

  static func csvField(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
    return "\"" + field.replacing("\"", with: "\"\"") + "\""
  }
}
