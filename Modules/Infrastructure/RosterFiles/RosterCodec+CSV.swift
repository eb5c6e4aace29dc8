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

  /// The records of CSV text, the problems of rows that are not records, and the headings
  /// of the columns left out (they name no player field: Phone, Level).
  ///
  /// Fields are separated by commas, or by semicolons or tabs (what spreadsheets write
  /// where the comma is the decimal mark): the first separator whose header names the
  /// `name` column is used for the whole file.
  static func decodeCSV(_ text: String) throws(RosterFileError)
    -> (records: [RosterRecord], problems: [RosterProblem], ignored: [String])
  {
    var failure: RosterFileError?
    for separator in [",", ";", "\t"] as [Unicode.Scalar] {
      var scanner = CSVScanner(text, separator: separator)
      let rows: [CSVScanner.Row]
      do {
        rows = try scanner.rows()
      } catch {
        failure = failure ?? error
        continue
      }
      guard let header = rows.first else { return ([], [], []) }
      do {
        let names = try columnNames(header.fields, line: header.line)
        let (records, problems) = records(of: rows.dropFirst(), named: names)
        return (records, problems, ignoredHeadings(header.fields, names, rows: rows.dropFirst()))
      } catch {
        guard header.fields.count == 1 else { throw error }  // it split: this was the separator
        failure = failure ?? joinedHeaderHint(error, header: header)
      }
    }
    throw failure ?? .invalidRows([])
  }

  /// The headings of the columns left out (`nil` among `names`), in file order; a column
  /// without a heading only when some row has text in it (spreadsheets end rows with
  /// empty columns).
  private static func ignoredHeadings(
    _ headings: [String], _ names: [String?], rows: ArraySlice<CSVScanner.Row>
  ) -> [String] {
    headings.indices.compactMap { index in
      guard names[index] == nil else { return nil }
      let heading = headings[index].trimmingWhitespace()
      guard heading.isEmpty else { return heading }
      let holdsText = rows.contains {
        $0.fields.indices.contains(index) && !$0.fields[index].trimmingWhitespace().isEmpty
      }
      return holdsText ? "column \(index + 1) (no heading)" : nil
    }
  }

  /// The error of a header that is one column holding several names joined by something
  /// other than a separator (`name|age|club`), with a hint saying so.
  private static func joinedHeaderHint(_ error: RosterFileError, header: CSVScanner.Row)
    -> RosterFileError
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

  private static func records(of rows: ArraySlice<CSVScanner.Row>, named names: [String?])
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
      var fields: [String: String] = [:]
      for (name, field) in zip(names, row.fields) {
        if let name { fields[name] = restored(field) }
      }
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

  /// The header's column names, spelled as `columns` spells them; `nil` for a heading that
  /// names no player field (that column is left out).
  private static func columnNames(_ header: [String], line: Int) throws(RosterFileError)
    -> [String?]
  {
    var names: [String?] = []
    for title in header {
      let name = column(named: title)
      if let name, names.contains(name) {
        throw .invalidRows([RosterProblem(line: line, reason: "the column '\(name)' appears twice")]
        )
      }
      names.append(name)
    }
    guard names.contains("name") else {
      let found = header.filter { !$0.trimmingWhitespace().isEmpty }.map { "'\($0)'" }
      let naming = found.isEmpty ? "" : "; it names \(found.joined(listingAtMost: 5))"
      throw .invalidRows([
        RosterProblem(
          line: line, reason: "the first line must name the columns, including 'name'" + naming)
      ])
    }
    return names
  }
}
