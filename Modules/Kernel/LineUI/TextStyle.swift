/// How text is decorated: ANSI colour only on a terminal and only without `NO_COLOR`.
public struct TextStyle: Sendable, Equatable {
  public var usesColor: Bool
  /// Whether the terminal bell may ring (only when a person is at a terminal).
  public var allowsBell: Bool
  /// Whether small charts may use block characters: output goes to a terminal whose
  /// locale is UTF-8 (`LC_ALL`, else `LC_CTYPE`, else `LANG`); plain ASCII otherwise.
  public var drawsBlocks: Bool

  public init(usesColor: Bool, allowsBell: Bool, drawsBlocks: Bool = false) {
    self.usesColor = usesColor
    self.allowsBell = allowsBell
    self.drawsBlocks = drawsBlocks
  }

  /// No colour, no bell: pipes, files and tests.
  public static let plain = TextStyle(usesColor: false, allowsBell: false)

  /// The style for a stream: colour on a terminal, unless `NO_COLOR` is set to a
  /// non-empty value (an empty `NO_COLOR` counts as unset, as no-color.org says) or
  /// `TERM` is `dumb`.
  public static func forTerminal(isTerminal: Bool, environment: [String: String]) -> TextStyle {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }?.lowercased() ?? ""
    return TextStyle(
      usesColor: isTerminal && !noColor && environment["TERM"] != "dumb",
      allowsBell: isTerminal,
      drawsBlocks: isTerminal && (locale.contains("utf-8") || locale.contains("utf8")))
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func red(_ text: String) -> String { wrap(text, "31") }

  private func wrap(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
