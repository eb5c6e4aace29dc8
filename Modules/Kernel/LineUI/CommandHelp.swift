/// One line of `help`: the command as typed and what it does.
public struct CommandHelp: Hashable, Sendable {
  /// What the user types, with placeholders: `delete N`.
  public var usage: String
  public var summary: String

  public init(_ usage: String, _ summary: String) {
    self.usage = usage
    self.summary = summary
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
