import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The built `footballgather` binary running as a child process, fed lines through a
/// pipe. Reads wait for specific output, never for a fixed time.
final class ChildApp {
  /// The binary beside the test bundle in the build folder.
  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("footballgather")
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  /// Everything the child printed so far.
  private(set) var transcript = ""

  /// With `permissiveUmask`, the child runs under `umask 000` (through `/bin/sh`), so
  /// every file mode it ends up with is one it chose.
  init(arguments: [String], home: String, permissiveUmask: Bool = false) throws {
    if permissiveUmask {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "umask 000 && exec \"$0\" \"$@\"", Self.binary.path] + arguments
    } else {
      process.executableURL = Self.binary
      process.arguments = arguments
    }
    process.environment = ["HOME": home, "NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
  }

  /// The child's process id, to look at it under `/proc`.
  var processIdentifier: Int32 { process.processIdentifier }

  func send(_ lines: String...) {
    input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// Reads until the output contains `text`; `false` at the end of output or when nothing
  /// arrives for 30 seconds (a hung child fails the test instead of hanging it).
  @discardableResult
  func readUntil(_ text: String) -> Bool {
    while !transcript.contains(text) {
      guard readMore() else { return false }
    }
    return true
  }

  /// Reads until what the child printed after `offset` characters of its transcript
  /// contains `text`: a wait for the answer to the lines just sent.
  @discardableResult
  func readUntil(_ text: String, after offset: Int) -> Bool {
    while !transcript.dropFirst(offset).contains(text) {
      guard readMore() else { return false }
    }
    return true
  }

  /// Appends what the child printed next; `false` at the end of its output or when it
  /// printed nothing for 30 seconds.
  private func readMore() -> Bool {
    let descriptor = output.fileHandleForReading.fileDescriptor
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, 30_000) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return false }
    transcript += String(decoding: buffer[..<count], as: UTF8.self)
    return true
  }

  /// Kills the child at once, as a crash or `kill -9` would; returns its termination signal.
  func killHard() -> Int32 {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Sends `number` (SIGTERM, ...) and waits for the child to end: whether it exited (not
  /// killed by the signal), and its status.
  func end(bySignal number: Int32) -> (exited: Bool, status: Int32) {
    kill(process.processIdentifier, number)
    process.waitUntilExit()
    return (process.terminationReason == .exit, process.terminationStatus)
  }

  /// Closes its input (the app exits at the end of input), reads the rest of its output
  /// and returns its exit status.
  func finish() -> Int32 {
    input.fileHandleForWriting.closeFile()
    while readMore() {}
    process.waitUntilExit()
    return process.terminationStatus
  }
}
