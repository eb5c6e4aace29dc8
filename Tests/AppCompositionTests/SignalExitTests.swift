import Domain
import Foundation
import LineUI
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary at a prompt in a terminal (a pseudo-terminal), ended by a signal: the
/// terminal gets its settings back (echo, line editing, signal keys) and the exit status
/// is the one a shell expects.
@Suite(.serialized)
struct SignalExitTests {
  @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func aSignalAtAPromptRestoresTheTerminalAndExitsWithItsCode(signal: Int32, status: Int32)
    async throws
  {
    let app = try await AppHarness.seeded(players: [])
    defer { app.directory.remove() }
    let pty = try PseudoTerminal(columns: 80)
    let terminal = FileHandle(fileDescriptor: pty.terminal, closeOnDealloc: false)
    let process = Process()
    process.executableURL = ChildApp.binary
    process.arguments = ["--db", app.databasePath]
    process.environment = ["HOME": app.directory.path("home"), "PATH": "/usr/bin:/bin"]
    (process.standardInput, process.standardOutput, process.standardError) =
      (terminal, terminal, terminal)
    try process.run()
    pty.type("login coach\r")
    _ = try #require(await pty.screen(showing: "Password: "))
    // At the password prompt the app reads keys itself: echo and signal keys are off.
    #expect(pty.settings?.isCooked == false)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    #expect(pty.settings?.isCooked == true)
  }

  /// Piped input has no terminal to put back: a plain handler ends the app, with the
  /// same status, and the line sent before it was answered.
  @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func aSignalAtAPipedPromptExitsWithItsCode(signal: Int32, status: Int32) async throws {
    let app = try await AppHarness.seeded(players: [])
    defer { app.directory.remove() }
    let child = try ChildApp(
      arguments: ["--db", app.databasePath], home: app.directory.path("home"))
    child.send("help")
    // The answer to `help` and the prompt after it: the app waits for its next line.
    #expect(await child.readUntil("leave Football Gather\nlogin> "))
    let ended = await child.end(bySignal: signal)
    #expect(ended.exited)
    #expect(ended.status == status)
  }
}
