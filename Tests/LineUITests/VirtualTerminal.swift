/// A terminal screen that draws what the app writes, for asserting what a person sees:
/// text wrapping at `columns` (with the last column's pending wrap), `\r`, `\n` (as the
/// terminal's output processing turns it into CR LF), Backspace, cursor moves
/// (`ESC [ n A/B/C/D`), `ESC [ J`, `ESC [ 2K`, `ESC [ H` and `ESC [ 2J`.
/// Wide characters take two cells; combining marks join the cell before them.
struct VirtualTerminal {
  let columns: Int
  private var rows: [[String]] = [[]]
  private var row = 0
  private var column = 0
  private var escape: String?

  init(columns: Int) { self.columns = columns }

  /// The screen's rows, trailing spaces and empty rows at the bottom removed.
  var lines: [String] {
    var lines = rows.map { String($0.joined().reversed().drop { $0 == " " }.reversed()) }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The cursor as (row, column).
  var cursor: (Int, Int) { (row, min(column, columns - 1)) }

  mutating func write(_ text: String) {
    for character in text {
      if var sequence = escape {
        sequence.append(character)
        escape = sequence
        if let last = sequence.unicodeScalars.last, sequence.count > 1,
          (0x40...0x7E).contains(last.value)
        {
          perform(sequence)
          escape = nil
        }
        continue
      }
      switch character {
      case "\u{1B}": escape = ""
      case "\r": column = 0
      case "\n", "\r\n":
        row += 1
        column = 0
      case "\u{8}": column = max(min(column, columns - 1) - 1, 0)
      case "\u{7}": break
      default: put(character)
      }
    }
  }

  private mutating func put(_ character: Character) {
    let isMark = character.unicodeScalars.allSatisfy {
      $0.properties.generalCategory == .nonspacingMark || $0 == "\u{200D}"
        || $0.properties.isVariationSelector
    }
    if isMark, column > 0 {
      setCell(row, column - 1, cell(row, column - 1) + String(character))
      return
    }
    let width = character.displayWidth
    if column + width > columns {
      row += 1
      column = 0
    }
    setCell(row, column, String(character))
    if width == 2 { setCell(row, column + 1, "") }
    column += width
  }

  private mutating func perform(_ sequence: String) {
    let final = sequence.last!
    let number = Int(sequence.dropFirst().dropLast()) ?? 1
    column = min(column, columns - 1)
    switch final {
    case "A": row = max(row - number, 0)
    case "B": row += number
    case "C": column = min(column + number, columns - 1)
    case "D": column = max(column - number, 0)
    case "H": (row, column) = (0, 0)
    case "J":
      if sequence.dropFirst().dropLast() == "2" {
        rows = [[]]
      } else {
        rows = Array(rows.prefix(row + 1))
        if row < rows.count { rows[row] = Array(rows[row].prefix(column)) }
      }
    case "K": if row < rows.count { rows[row] = [] }
    default: break
    }
  }

  private func cell(_ row: Int, _ column: Int) -> String {
    row < rows.count && column < rows[row].count ? rows[row][column] : " "
  }

  private mutating func setCell(_ row: Int, _ column: Int, _ text: String) {
    while rows.count <= row { rows.append([]) }
    while rows[row].count <= column { rows[row].append(" ") }
    rows[row][column] = text
  }
}
