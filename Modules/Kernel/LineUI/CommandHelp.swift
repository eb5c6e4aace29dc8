/// One line of `help`: the command as typed and what it does. A screen's commands are
/// written once, in its view's table of these: `help`, the "unknown command" error and the
/// one-line hint under the screen all come from it (`[CommandHelp].hintLine`).
public struct CommandHelp: Hashable, Sendable {
  /// What the user types, with placeholders: `delete N`.
  public var usage: String
  /// What the command does, as `help` lists it.
  public var summary: String
  /// How the screen's hint line shows the command: `usage` unless a shorter form is given
  /// (`list` for `list [A-B]`); empty when the hint leaves it out.
  public var hint: String

  /// - Parameters:
  ///   - usage: what the user types, with placeholders: `delete N`.
  ///   - summary: what the command does, as `help` lists it.
  ///   - hint: the command in the screen's hint line, when not `usage`; `""`
  ///     leaves it out of the hint (it is still in `help`).
  public init(_ usage: String, _ summary: String, hint: String? = nil) {
    self.usage = usage
    self.summary = summary
    self.hint = hint ?? usage
  }

  /// The command word: `delete`.
  public var keyword: String {
    String(usage.split(separator: " ").first ?? Substring(usage)).lowercased()
  }

  /// The commands every screen understands.
  public static let global: [CommandHelp] = [
    CommandHelp("help", "list this screen's commands"),
    CommandHelp("back", "go back to the previous screen"),
    CommandHelp("quit", "leave Football Gather"),
  ]
}
