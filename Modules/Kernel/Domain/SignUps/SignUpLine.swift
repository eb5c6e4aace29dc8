/// One line of a sign-up list pasted from a chat: "1. Ann", "2) Bob ✅", "Carl +1",
/// "- Dee (late)". The name is what is left once the list marker in front ("1.", "2)",
/// "-", "*", "•"), a note in brackets, a "+N" and any marks that are not letters
/// (ticks, emoji, dots) around it are taken off. A line that is empty then, or a heading
/// ("Saturday 10:00:", ending in a colon), holds no name.
public struct SignUpLine: Equatable, Sendable {
  /// The name as written, without its marks.
  public let name: String
  /// The friends the player brings ("Carl +2": 2).
  public let bringing: Int

  public init?(_ line: String) {
    var text = Substring(line.trimmingWhitespace())
    guard !text.hasSuffix(":") else { return nil }
    text = Self.droppingListMarker(text)
    var bringing = 0
    if let plus = text.firstIndex(of: "+") {
      let digits = text[text.index(after: plus)...].prefix(while: \.isNumber)
      bringing = (try? WholeNumber.parse(digits, in: 0...99)) ?? 0
      text = text[..<plus]
    }
    if let bracket = text.firstIndex(where: { "([{".contains($0) }) { text = text[..<bracket] }
    let isNamePart: (Character) -> Bool = { $0.isLetter }
    guard let first = text.firstIndex(where: isNamePart),
      let last = text.lastIndex(where: isNamePart)
    else { return nil }
    name = text[first...last].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    self.bringing = bringing
  }

  /// The line without "1.", "12)", "3 -", "-", "*" or "•" in front.
  private static func droppingListMarker(_ text: Substring) -> Substring {
    let digits = text.prefix(while: \.isNumber)
    var rest = text.dropFirst(digits.count).drop(while: \.isWhitespace)
    if !digits.isEmpty, let mark = rest.first, ".):-".contains(mark) {
      rest = rest.dropFirst()
    } else if digits.isEmpty, let mark = rest.first, "-*•·–".contains(mark) {
      rest = rest.dropFirst()
    } else {
      return text
    }
    return rest.drop(while: \.isWhitespace)
  }
}
