/// ANSI colour, only on a terminal and only without `NO_COLOR`.
struct Palette {
  let enabled: Bool

  init(stream: any TextOutput, variables: [String: String]) {
    enabled = stream.isTerminal && (variables["NO_COLOR"] ?? "").isEmpty
  }

  func red(_ text: String) -> String { paint(text, "31") }
  func yellow(_ text: String) -> String { paint(text, "33") }
  func bold(_ text: String) -> String { paint(text, "1") }

  private func paint(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
