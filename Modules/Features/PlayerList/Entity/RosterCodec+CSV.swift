import Domain

/// The roster as CSV (RFC 4180): a header line naming the columns, then one record per
/// player. Fields holding a comma, a quote or a line break are quoted, quotes doubled.
/// A field a spreadsheet would run as a formula gets a leading `'` (see `neutralised`).
extension RosterCodec {
  static func encodeCSV(_ players: [Player]) -> String {
    ([columns] + players.map { row(of: $0).map(neutralised) })
      .map { $0.map(quotedIfNeeded).joined(separator: ",") + "\n" }
      .joined()
  }

  /// The records of CSV text and the problems of rows that are not records.
  ///
  /// Fields are separated by commas, or by semicolons or tabs (what spreadsheets write
  /// where the comma is the decimal mark): the first separator whose header names only
  /// known columns is used for the whole file.
  static func decodeCSV(_ text: String) throws(RosterImportError)
    -> (records: [RosterRecord], problems: [RosterProblem])
  {
    var failure: RosterImportError?
    for separator in [",", ";", "\t"] as [Unicode.Scalar] {
      var scanner = CSVScanner(text, separator: separator)
      let rows: [CSVScanner.Row]
      do {
        rows = try scanner.rows()
      } catch {
        failure = failure ?? error
        continue
      }
      guard let header = rows.first else { return ([], []) }
      do {
        return records(
          of: rows.dropFirst(), named: try columnNames(header.fields, line: header.line))
      } catch {
        guard header.fields.count == 1 else { throw error }  // it split: this was the separator
        failure = failure ?? joinedHeaderHint(error, header: header)
      }
    }
    throw failure ?? .invalidRows([])
  }

  /// The error of a header that is one column holding several names joined by something
  /// other than a separator (`name|age|club`), with a hint saying so.
  private static func joinedHeaderHint(_ error: RosterImportError, header: CSVScanner.Row)
    -> RosterImportError
  {
    guard header.fields.count == 1,
      case .invalidRows(let problems) = error, let problem = problems.first
    else { return error }
    let words = header.fields[0].split(whereSeparator: { !$0.isLetter }).map(String.init)
    guard words.count > 1, words.contains(where: { column(named: $0) != nil }) else {
      return error
    }
    let hint =
      "\(problem.reason); the first line looks like one column holding several names: "
      + "separate the columns with commas, semicolons or tabs"
    return .invalidRows([RosterProblem(line: problem.line, reason: hint)])
  }

  private static func records(of rows: ArraySlice<CSVScanner.Row>, named names: [String])
    -> (records: [RosterRecord], problems: [RosterProblem])
  {
    var records: [RosterRecord] = []
    var problems: [RosterProblem] = []
    for row in rows {
      guard row.fields.count == names.count else {
        let reason = "expected \(names.count) fields like the first line, found \(row.fields.count)"
        problems.append(RosterProblem(line: row.line, reason: reason))
        continue
      }
      let fields = Dictionary(uniqueKeysWithValues: zip(names, row.fields.map(restored)))
      records.append(RosterRecord(line: row.line, fields: fields))
    }
    return (records, problems)
  }

  private static func quotedIfNeeded(_ field: String) -> String {
    guard field.unicodeScalars.contains(where: { "\",\r\n".unicodeScalars.contains($0) }) else {
      return field
    }
    return "\"" + field.replacing("\"", with: "\"\"") + "\""
  }

  /// The header's column names, spelled as `columns` spells them.
  private static func columnNames(_ header: [String], line: Int) throws(RosterImportError)
    -> [String]
  {
    var names: [String] = []
    for title in header {
      guard let name = column(named: title) else {
        throw .invalidRows([
          RosterProblem(
            line: line,
            reason: "unknown column '\(title)'; use \(columns.joined(separator: ", ")) (or club)")
        ])
      }
      guard !names.contains(name) else {
        throw .invalidRows([RosterProblem(line: line, reason: "the column '\(name)' appears twice")]
        )
      }
      names.append(name)
    }
    guard names.contains("name") else {
      throw .invalidRows([
        RosterProblem(line: line, reason: "the first line must name the columns, including 'name'")
      ])
    }
    return names
  }
}
