/// Where text goes: standard output, standard error, or a test's recorder.
public protocol TextOutput: Sendable {
  /// Writes `text` as it is (add your own newline).
  func write(_ text: String)
  /// Whether the stream is a terminal (colour is used only then).
  var isTerminal: Bool { get }
  /// The terminal's width in columns, when it is a terminal that says.
  var terminalColumns: Int? { get }
}

extension TextOutput {
  public var terminalColumns: Int? { nil }
}
