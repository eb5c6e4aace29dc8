/// What reading one line gave: the line, an interrupt, or the end of input.
public enum LineReply: Hashable, Sendable {
  /// A line, without its line break.
  case line(String)
  /// Ctrl-C on an empty line at a terminal: stop what is being asked (a form leaves,
  /// asking first when something was typed; a question counts it as no answer).
  case interrupted
  /// Ctrl-D on an empty line at a terminal, or the end of piped input.
  case endOfInput

  /// The line, or `nil` after an interrupt or at the end of input.
  public var line: String? {
    guard case .line(let text) = self else { return nil }
    return text
  }
}
