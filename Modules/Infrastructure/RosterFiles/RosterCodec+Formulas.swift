import Domain

/// Keeping a spreadsheet from running a CSV field as a formula, without losing the text.
///
/// A field that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula
/// to a spreadsheet, so the export writes it with a leading `'` (the spreadsheet's own
/// "this is text" mark), and the import takes that `'` off again. A field that already
/// starts with `'`s followed by one of those characters gets one `'` more, so every name
/// comes back exactly: `=1+1` ↔ `'=1+1`, `'=x` ↔ `''=x`, and `'Tis` stays `'Tis` both ways.
extension RosterCodec {
  /// The characters that make a spreadsheet read a field as a formula.
  static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

  /// `field` as the CSV export writes it.
  static func neutralised(_ field: String) -> String {
    startsLikeFormula(afterQuotes: field) ? "'" + field : field
  }

  /// A CSV field as the import reads it: one `'` fewer before a formula character.
  static func restored(_ field: String) -> String {
    guard field.first == "'", startsLikeFormula(afterQuotes: field) else { return field }
    return String(field.dropFirst())
  }

  /// Whether `field`, after any leading `'`s, starts with a formula character.
  private static func startsLikeFormula(afterQuotes field: String) -> Bool {
    guard let first = field.unicodeScalars.first(where: { $0 != "'" }) else { return false }
    return formulaStarts.contains(Character(first))
  }
}
