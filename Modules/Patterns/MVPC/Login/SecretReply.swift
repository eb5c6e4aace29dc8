/// What the user did at a password prompt: the presenter's view of it, without LineUI.
enum SecretReply: Equatable {
  case typed(String)
  /// Ctrl-C on an empty line.
  case interrupted
  case endOfInput
}
