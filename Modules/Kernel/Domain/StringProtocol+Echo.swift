extension StringProtocol {
  /// The most characters of a refused text an error message repeats.
  public static var echoLimit: Int { 20 }

  /// The text as an error message repeats it: trimmed, and cut to `echoLimit` characters
  /// followed by `…` when longer, so a 100,000-character line is not written back whole.
  public var echoed: String {
    let trimmed = drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
    guard trimmed.count > Self.echoLimit else { return String(trimmed) }
    return String(trimmed.prefix(Self.echoLimit)) + "…"
  }
}
