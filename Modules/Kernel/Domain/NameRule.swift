/// The one rule for every name a person types or a file holds: player names, clubs, team
/// names and usernames. Trimmed at both ends; no control characters (C0 such as NUL or
/// ESC, DEL, C1 such as U+009B), no line or paragraph separators and no bidirectional
/// controls (U+202E and the other marks, embeddings, overrides and isolates), which could
/// command a terminal or reverse the text shown after them. Typed or imported, the same
/// names are refused with the same words (an import adds the line).
public enum NameRule {
  /// `text` trimmed; throws when it is empty, longer than `maximumLength` or holds a
  /// character no name may hold. `what` names the field: "the name", "a team name".
  public static func checked(_ text: String, what: String, maximumLength: Int)
    throws(FootballGatherError) -> String
  {
    if let name = asciiChecked(text, maximumLength: maximumLength) { return name }
    let name = String(
      text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    guard !name.isEmpty else { throw .invalidInput("\(what) cannot be empty") }
    try refuseForbiddenCharacters(in: name, what: what)
    guard name.count <= maximumLength else {
      throw .invalidInput(
        "\(what) is longer than \(maximumLength) characters; shorten it")
    }
    return name
  }

  /// The longest username, here and on the web service.
  public static let maximumUsernameLength = 30

  /// A username, the same everywhere (typed at login or register, local or remote): the
  /// name rule, at most `maximumUsernameLength` characters, spaces inside kept (the web
  /// service allows them) and no ':' (its log-in header cannot carry one). Accounts are
  /// told apart ignoring case: `Dave` is `dave`.
  public static func username(_ text: String) throws(FootballGatherError) -> String {
    let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
    guard trimmed.count <= maximumUsernameLength else {
      throw .invalidInput(
        "the username is longer than \(maximumUsernameLength) characters; type a shorter one")
    }
    let username = try checked(text, what: "the username", maximumLength: maximumUsernameLength)
    guard !username.contains(":") else {
      throw .invalidInput("the username cannot contain ':'; choose another one")
    }
    return username
  }

  /// Throws for the first character no name may hold, naming it as an escape (`\u{1B}`).
  public static func refuseForbiddenCharacters(in text: String, what: String)
    throws(FootballGatherError)
  {
    guard let scalar = text.unicodeScalars.first(where: isForbidden) else { return }
    let code = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    throw .invalidInput("\(what) contains \(kind(of: scalar)) (\(code)); remove it")
  }

  /// Whether no name may hold `scalar`.
  public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return isBidirectionalControl(scalar)
    }
  }

  private static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func kind(of scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0: "a NUL character"
    case _ where isBidirectionalControl(scalar): "a bidirectional control character"
    case _ where scalar.properties.generalCategory == .control: "a control character"
    default: "a line or paragraph separator"
    }
  }
}
