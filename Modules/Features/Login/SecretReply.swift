/// What the user did at a password prompt.
enum SecretReply: Equatable {
  case typed(String)
  /// Ctrl-C on an empty line.
  case interrupted
  case endOfInput
}
