import Foundation
import StandInServer
import Testing

/// A server that takes the connection and never answers: every request ends at the
/// deadline (`FOOTBALLGATHER_TIMEOUT`), on the real clock through the real transport.
@MainActor
struct RemoteDeadlineTests {
  /// The app's run, or `nil` when it was still running at the watchdog.
  private typealias Outcome = (status: Int32, output: String, errors: String)?

  /// The one slow test: it takes the 1-second deadline. The watchdog only turns a hang into
  /// a failure instead of a stuck test run; it is generous because a loaded machine running
  /// the whole suite in parallel can delay any task by seconds.
  @Test func aServerThatNeverAnswersIsOneErrorNamingItAtTheDeadlineAndTheAppGoesOn()
    async throws
  {
    let server = try StandInServer.start(unanswered: 1)
    defer { server.stop() }
    let app = try AppHarness()
    defer { app.directory.remove() }
    let address = server.baseURL.absoluteString
    let script = [
      "register ann", "password", "password",  // never answered: ends at the deadline
      "register ann", "password", "password",  // the same server answers now
    ]
    let (outcomes, results) = AsyncStream.makeStream(of: Outcome.self)
    let run = Task { @MainActor in
      results.yield(
        await app.run(
          script, arguments: ["--server", address],
          environment: [
            "XDG_STATE_HOME": app.directory.path("state"), "FOOTBALLGATHER_TIMEOUT": "1",
          ]))
    }
    let watchdog = Task {
      try await Task.sleep(for: .seconds(60))
      results.yield(nil)
    }
    var iterator = outcomes.makeAsyncIterator()
    let outcome = await iterator.next() ?? nil
    watchdog.cancel()

    let finished = try #require(outcome, "the app still waited for the server after 60 seconds")
    _ = await run.value
    let errors = finished.output.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(
      errors == [
        "error: the server request failed: no answer from \(address) within 1 second while "
          + "creating the account; try again later"
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
