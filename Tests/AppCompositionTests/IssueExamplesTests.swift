import Domain
import Foundation
import Testing

/// Every line issue 24 found trapping or misleading, typed into the real app: each is one
/// clean `error:` line (a long one echoed as a short prefix), and the app goes on to
/// exit 0 at the end of input.
@MainActor
struct IssueExamplesTests {
  @Test func everyExampleIsOneCleanError() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    try await app.seed(
      "coach", password: "secret", players: [PlayerDraft(name: "Ann"), PlayerDraft(name: "Bob")])
    let long = String(repeating: "x", count: 100_000)
    let refused = [
      "skill -9223372036854775808", "position -9223372036854775808",
      "age 9223372036854775807", "back", "y", "select", "pick 1-9223372036854775807",
      "add \(long)", "pick 1-2", "confirm", "a 1", "b 2", "play", "time 99999:99",
      "time 9223372036854775807", "halves 2x9223372036854775807",
      "score 9223372036854775807-0", "remove -9223372036854775808",
      "goal a -9223372036854775808", "end", "y", "history",
      "edit 1 remove -9223372036854775808", "edit 1 goal a -9223372036854775808", "back",
      "restore -9223372036854775808", "list 0-9223372036854775807",
      "import \(app.directory.path(""))", "export csv \(app.directory.path("missing/x.csv"))",
    ]
    let run = await app.run(["login coach", "secret", "add Cy"] + refused + ["quit"])
    #expect(run.status == 0)
    let errors = run.output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors.count == 17, "\(errors)")
    #expect(errors.allSatisfy { $0.count < 300 }, "an error echoed a long line")
    #expect(!run.output.contains("NSCocoaErrorDomain"))
    #expect(
      errors.contains(
        "error: could not add \(String(repeating: "x", count: 20))…: the name is longer than 50 characters; shorten it"
      ))
    #expect(errors.contains("error: the age must be a whole number from 5 to 99"))
    #expect(
      errors.contains("error: there is no player 9223372036854775807; choose a number from 1 to 2"))
    #expect(
      errors.contains(
        "error: '9223372036854775807' is out of range; type a whole number from 0 to 999"))
  }
}
