extension TableModel {
  /// Narrowest a left-aligned (name or path) column is abbreviated to.
  static let narrowest = 16

  /// The table as text no wider than `width` columns (nil: as wide as it needs).
  ///
  /// Too wide, it first abbreviates its widest name or path columns (a path keeps its
  /// end, `…/Login/LoginView.swift`), down to 16 characters; if the
  /// numbers alone are still too wide, it wraps: the leading name columns are repeated and
  /// the other columns go to as many blocks, one under the other, as it takes.
  public func text(width: Int?) -> String {
    guard let width, lineWidth(widths()) > width else { return text() }
    var widths = widths()
    while lineWidth(widths) > width {
      let candidates = leftAligned.filter { widths[$0] > Self.narrowest }
      guard let widest = candidates.max(by: { (widths[$0], $1) < (widths[$1], $0) }) else {
        break
      }
      widths[widest] = max(Self.narrowest, widths[widest] - (lineWidth(widths) - width))
    }
    let shortened = TableModel(
      columns: columns.enumerated().map { Self.abbreviate($1, to: widths[$0]) },
      rows: rows.map { $0.enumerated().map { Self.abbreviate($1, to: widths[$0]) } },
      leftAligned: leftAligned)
    guard lineWidth(widths) > width else { return shortened.text() }
    return shortened.wrapped(width: width, widths: widths)
  }

  func widths() -> [Int] {
    columns.indices.map { column in
      ([columns] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
  }

  func lineWidth(_ widths: [Int]) -> Int {
    widths.reduce(0, +) + 2 * max(0, widths.count - 1)
  }

  /// `text` cut to `width` characters, with `…` where it was cut: a path keeps its end
  /// (`…/Modules/Gather`), a name its both ends.
  public static func abbreviate(_ text: String, to width: Int) -> String {
    guard text.count > width, width > 1 else { return text }
    if text.contains("/") { return "…" + String(text.suffix(width - 1)) }
    let head = (width - 1) / 2
    return String(text.prefix(head)) + "…" + String(text.suffix(width - 1 - head))
  }

  /// Blocks of columns, each with the leading name columns repeated.
  func wrapped(width: Int, widths: [Int]) -> String {
    var repeated = 0
    while repeated < columns.count - 1, leftAligned.contains(repeated) { repeated += 1 }
    repeated = max(1, repeated)
    let fixed = lineWidth(Array(widths.prefix(repeated)))
    var blocks: [[Int]] = []
    var current: [Int] = []
    var used = fixed
    for column in repeated..<columns.count {
      let needed = widths[column] + 2
      if !current.isEmpty, used + needed > width {
        blocks.append(current)
        current = []
        used = fixed
      }
      current.append(column)
      used += needed
    }
    if !current.isEmpty { blocks.append(current) }
    return blocks.map { block in
      let picked = Array(0..<repeated) + block
      return TableModel(
        columns: picked.map { columns[$0] },
        rows: rows.map { row in picked.map { row.indices.contains($0) ? row[$0] : "" } },
        leftAligned: Set(picked.indices.filter { leftAligned.contains(picked[$0]) })
      ).text()
    }.joined(separator: "\n")
  }
}
