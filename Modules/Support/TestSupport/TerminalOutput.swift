import LineUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app's output to the pseudo-terminal; `whenWritten` runs right after each write
/// (a person reacting to a prompt the moment it appears).
public final class TerminalOutput: TextSink {
  public let descriptor: Int32
  public let whenWritten: @Sendable (String) -> Void

  public init(
    _ terminal: PseudoTerminal, whenWritten: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    descriptor = terminal.terminal
    self.whenWritten = whenWritten
  }

  public var isTerminal: Bool { true }

  public func write(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
    whenWritten(text)
  }
}

/// The C library's `write(2)`, which `TerminalOutput.write` hides by name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
