import Foundation
import TestSupport

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
  /// Holds back a character a read cuts in two until its last byte arrives.
  private var pieces = UTF8Pieces()

  /// With `permissiveUmask`, the child runs under `umask 000` (through `/bin/sh`), so
  /// every file mode it ends up with is one it chose.
  /// `folder` is the child's working folder, where the relative paths it is given lead.
  init(
    arguments: [String], home: String, permissiveUmask: Bool = false, folder: String? = nil
  ) throws {
    if permissiveUmask {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "umask 000 && exec \"$0\" \"$@\"", Self.binary.path] + arguments
    } else {
      process.executableURL = Self.binary
      process.arguments = arguments
    }
    process.environment = ["HOME": home, "NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
  }

  /// The child's process id, to look at it under `/proc`.
  var processIdentifier: Int32 { process.processIdentifier }

  func send(_ lines: String...) {
    input.fileHandleForWriting.writeUnlessTheReaderHasGone(lines.map { $0 + "\n" }.joined())
  }

  /// Reads until the output contains `text`; `false` at the end of output or when nothing
  /// arrives for `HangGuard.silenceSeconds` (a hung child fails the test instead of hanging it).
  @discardableResult
  func readUntil(_ text: String) async -> Bool {
    while !transcript.contains(text) {
      guard await readMore() else { return false }
    }
    return true
  }

  /// Reads until what the child printed after `offset` characters of its transcript
  /// contains `text`: a wait for the answer to the lines just sent.
  @discardableResult
  func readUntil(_ text: String, after offset: Int) async -> Bool {
    while !transcript.dropFirst(offset).contains(text) {
      guard await readMore() else { return false }
    }
    return true
  }

  /// Appends what the child printed next; `false` at the end of its output or when it
  /// printed nothing for `HangGuard.silenceSeconds` (a hang).
  ///
  /// The wait runs on a thread of its own: the cooperative pool has one thread a core
  /// (two here), and a test that held one in `poll` for as long as the child takes would
  /// stall every other test's tasks on a busy machine (issue 35).
  private func readMore() async -> Bool {
    let descriptor = output.fileHandleForReading.fileDescriptor
    guard let bytes = await Self.offThePool({ Self.readChunk(from: descriptor) }) else {
      transcript += pieces.rest()
      return false
    }
    transcript += pieces.text(adding: bytes)
    return true
  }

  /// What `descriptor` has next (waiting for it); `nil` at its end or after a hang's silence.
  private static func readChunk(from descriptor: Int32) -> [UInt8]? {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, HangGuard.silenceMilliseconds) > 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return nil }
    return Array(buffer[..<count])
  }

  /// Runs `work`, which blocks, on a new thread and waits for it without holding a thread
  /// of the cooperative pool.
  private static func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }

  /// Waits (off the pool) until the child has ended.
  private func waitForExit() async {
    let process = process
    await Self.offThePool { process.waitUntilExit() }
  }

  /// Kills the child at once, as a crash or `kill -9` would; returns its termination signal.
  func killHard() async -> Int32 {
    kill(process.processIdentifier, SIGKILL)
    await waitForExit()
    return process.terminationStatus
  }

  /// Sends `number` (SIGTERM, ...) and waits for the child to end: whether it exited (not
  /// killed by the signal), and its status.
  func end(bySignal number: Int32) async -> (exited: Bool, status: Int32) {
    kill(process.processIdentifier, number)
    await waitForExit()
    return (process.terminationReason == .exit, process.terminationStatus)
  }

  /// Reads until the child has closed its output and ended, its input left open: the child
  /// ends on its own (a usage error at start-up).
  func waitUntilItEnds() async {
    while await readMore() {}
    await waitForExit()
  }

  /// Closes its input (the app exits at the end of input), reads the rest of its output
  /// and returns its exit status.
  func finish() async -> Int32 {
    input.fileHandleForWriting.closeFile()
    while await readMore() {}
    await waitForExit()
    return process.terminationStatus
  }
}
