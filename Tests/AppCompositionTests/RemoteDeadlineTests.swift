import Foundation
import Testing

/// A server that takes the connection and never answers: every request ends at the
/// deadline (`FOOTBALLGATHER_TIMEOUT`), on the real clock through the real transport.
@MainActor
struct RemoteDeadlineTests {
  /// The one slow test: it takes the 1-second deadline. It holds on a loaded machine: the
  /// deadline can only come later, and the error is the same whenever it comes; no test
  /// code waits on the real clock.
  @Test
  func aServerThatNeverAnswersIsOneErrorNamingItAtTheDeadlineAndTheAppGoesOn() async throws {
    let remote = try RemoteApp.started(unanswered: 1)
    defer { remote.stop() }
    let (server, app, state) = (remote.server, remote.app, remote.state)
    let address = server.address
    let script = [
      "register ann",  // the username check is never answered: ends at the deadline
      "register ann", "password", "password",  // the same server answers now
    ]
    let finished = await app.run(
      script, arguments: remote.arguments,
      environment: ["XDG_STATE_HOME": state, "FOOTBALLGATHER_TIMEOUT": "1"])
    let errors = finished.output.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(
      errors == [
        "error: the server request failed: no answer from \(address) within 1 second while "
          + "checking whether the username is free; try again later"
      ])
    #expect(finished.output.contains("Players of ann (0)"))
    #expect(finished.status == 0)
  }

  @Test(arguments: ["0", "-3", "ten", "nan"])
  func aTimeoutThatIsNotAPositiveNumberIsAUsageError(value: String) async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let run = await app.run(
      ["quit"], arguments: ["--server", "http://127.0.0.1:9"],
      environment: ["FOOTBALLGATHER_TIMEOUT": value])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "footballgather: FOOTBALLGATHER_TIMEOUT must be a number of seconds above 0, e.g. 10 "
        + "(not '\(value)')\n")
    #expect(run.output.isEmpty)
  }
}
