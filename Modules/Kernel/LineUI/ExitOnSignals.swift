import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the app on SIGINT, SIGTERM or SIGHUP the way a shell expects: the terminal's
/// settings are put back as they were at launch (echo, line editing, signal keys), then
/// the process exits with 128 + the signal's number: 130, 143 or 129.
///
/// At a terminal the signals are taken from their default action and delivered on a
/// queue, so the handler may put the terminal back, which a C signal handler could not;
/// with piped input, where there is nothing to put back, a C handler just exits.
public final class ExitOnSignals: Sendable {
  /// The signals that end the app.
  public static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private let terminal: TerminalSettings?
  private let exit: @Sendable (Int32) -> Void
  private let queue = DispatchQueue(label: "footballgather.signals")
  private let sources = Mutex<[any DispatchSourceSignal]>([])

  /// - Parameters:
  ///   - terminal: the settings to put back (read at launch); `nil` when input is no terminal.
  ///   - exit: ends the process with a status (the C library's `exit` in the app).
  public init(
    restoring terminal: TerminalSettings?,
    exit: @escaping @Sendable (Int32) -> Void = { status in
      #if canImport(Glibc)
        Glibc.exit(status)
      #elseif canImport(Darwin)
        Darwin.exit(status)
      #endif
    }
  ) {
    self.terminal = terminal
    self.exit = exit
  }

  /// The exit status for a process ended by `signal`, as shells report it.
  public static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

  /// Starts handling the signals.
  ///
  /// With no terminal to put back, a plain C handler ends the process (`_exit` is safe in
  /// a handler, and the app writes its output unbuffered, so nothing waits to be flushed);
  /// only a terminal's settings need the queue, where the handler may restore them.
  public func start() {
    guard terminal != nil else {
      for number in Self.endingSignals {
        signal(number) { _exit(ExitOnSignals.exitStatus(for: $0)) }
      }
      return
    }
    sources.withLock { sources in
      guard sources.isEmpty else { return }
      for number in Self.endingSignals {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler { [terminal, exit] in
          terminal?.restore()
          exit(Self.exitStatus(for: number))
        }
        source.resume()
        sources.append(source)
      }
    }
  }

  /// Gives the signals their default action back.
  public func stop() {
    sources.withLock { sources in
      for source in sources { source.cancel() }
      sources = []
      for number in Self.endingSignals { signal(number, SIG_DFL) }
    }
  }
}
