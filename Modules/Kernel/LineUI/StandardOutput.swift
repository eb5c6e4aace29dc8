#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, unbuffered.
public struct StandardOutput: TextSink {
  private let descriptor: Int32
  private let environment: [String: String]

  /// Standard output.
  public static let output = StandardOutput(descriptor: STDOUT_FILENO)
  /// Standard error, for diagnostics.
  public static let error = StandardOutput(descriptor: STDERR_FILENO)

  /// The stream open on `descriptor`; `environment`'s `COLUMNS` gives the width when
  /// the terminal does not.
  public init(descriptor: Int32, environment: [String: String] = [:]) {
    self.descriptor = descriptor
    self.environment = environment
  }

  /// The same stream, with `COLUMNS` from `environment` as the width a terminal does not give.
  public func withEnvironment(_ environment: [String: String]) -> StandardOutput {
    StandardOutput(descriptor: descriptor, environment: environment)
  }

  /// Whether this stream is a terminal (colour and bells only then).
  public var isTerminal: Bool { isatty(descriptor) != 0 }

  public var columns: Int? { TerminalSettings.columns(of: descriptor, environment: environment) }

  public func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// The C library's `write(2)`, which `StandardOutput.write` hides by name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
