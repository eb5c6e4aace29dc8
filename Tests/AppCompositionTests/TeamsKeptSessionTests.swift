import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// Teams made the night before are not lost with the terminal: the picks and the teams
/// (places, names, who sits out) are saved as they change and offered back at the next
/// login, on the embedded database and in remote mode alike. `play` forgets them; so does
/// an explicit `discard`, and nothing else (`n`, an empty answer, the end of input keep).
@MainActor
struct TeamsKeptSessionTests {
  static let roster = ["Ann", "Bob", "Cy", "Dee", "Eve"].map { PlayerDraft(name: $0) }
  typealias Run = (status: Int32, output: String, errors: String)

  /// Runs each script as its own process on the same data, logged in as coach: the
  /// embedded database file, or the stand-in server with the app's own state folder (where
  /// the session kept from the first run logs the others in).
  static func sessions(_ backend: BothBackends, _ scripts: [[String]]) async throws -> [Run] {
    var runs: [Run] = []
    switch backend {
    case .local:
      let app = try await AppHarness.seeded(players: roster)
      defer { app.directory.remove() }
      for script in scripts {
        runs.append(await app.run((login + script).map(TimedScript.Step.line), clock: TestClock()))
      }
    case .remote:
      let remote = try await RemoteApp.seeded(roster: roster)
      defer { remote.stop() }
      for (index, script) in scripts.enumerated() {
        let lines = index == 0 ? login + script : script
        runs.append(await remote.run(lines.map(TimedScript.Step.line), clock: TestClock()))
      }
    }
    return runs
  }

  static let login = ["login coach", "secret"]
  /// Five picked, Ann and Bob against Cy and Dee, Eve sits out, Team A called Bibs; then
  /// the terminal is closed (the end of input) on the teams screen.
  static let makeTeams = [
    "select", "pick 1-5", "confirm", "a 1 2", "b 3 4", "bench 5", "name a Bibs",
  ]

  @Test(arguments: BothBackends.allCases)
  func teamsMadeTheNightBeforeAreOfferedBackAndPlayForgetsThem(backend: BothBackends)
    async throws
  {
    let runs = try await Self.sessions(
      backend,
      [
        Self.makeTeams,
        ["y", "confirm", "play", "end", "y", "quit"],
        ["select", "quit"],
      ])
    for run in runs {
      #expect(run.status == 0)
      #expect(run.errors.isEmpty)
    }
    #expect(
      runs[1].output.contains(
        "Teams kept from last time: Bibs 2, Team B 2, 1 on the Bench (5 picked).\n"
          + "Go on with them? [y/n] y\n'confirm' shows the teams as they were.\n"))
    let keptTeams = [
      "The teams as last made for these players (kept until 'play'):", "",
      "Confirm players (5 selected)", "  #  Name            Pos  Skill", "Bench (1)",
      "  5  Eve (sits out)  -    -", "Bibs (a): 2 players, strength 50.0",
      "  1  Ann             -    -", "  2  Bob             -    -",
      "Team B: 2 players, strength 50.0", "  3  Cy              -    -",
      "  4  Dee             -    -", "",
    ].joined(separator: "\n")
    #expect(runs[1].output.contains(keptTeams))
    #expect(runs[1].output.contains("1 on the bench sits this one out."))
    #expect(runs[1].output.contains("Gather ended: Bibs 0-0 Team B. Draw."))
    // Played: the third login offers nothing and the selection starts empty.
    #expect(!runs[2].output.contains("kept from last time"))
    #expect(runs[2].output.contains("0 of 5 selected"))
  }

  /// "n" then an empty line keeps them, and so does the end of input at either question;
  /// "n" then `discard` forgets them, and the next login offers nothing.
  @Test func onlyAnExplicitDiscardForgetsThem() async throws {
    let runs = try await Self.sessions(
      .local,
      [
        Self.makeTeams, ["n", ""], ["n"], [], ["n", "discard", "select", "quit"], ["quit"],
      ])
    for run in runs { #expect(run.status == 0 && run.errors.isEmpty) }
    let offer = "Teams kept from last time: Bibs 2, Team B 2, 1 on the Bench (5 picked).\n"
    let discard = "Discard the teams kept (5 players)? They are lost for good. [discard/keep]"
    let kept = "Kept them; 'select' picks them again and your next login offers them.\n"
    #expect(
      runs[1].output.contains(offer + "Go on with them? [y/n] n\n" + discard + " \n" + kept))
    #expect(
      runs[2].output.contains(offer + "Go on with them? [y/n] n\n" + discard + " \n" + kept))
    #expect(
      runs[3].output.contains(offer + "Go on with them? [y/n] \n" + discard + " \n" + kept))
    #expect(
      runs[4].output.contains(
        offer + "Go on with them? [y/n] n\n" + discard + " discard\nDiscarded the teams kept.\n"))
    #expect(runs[4].output.contains("0 of 5 selected"))
    #expect(!runs[5].output.contains("kept from last time"))
  }

  /// Picks alone (no teams made yet) come back on `select` after a restart too, and are
  /// offered at login by their count.
  @Test func picksAloneComeBackOnSelect() async throws {
    let runs = try await Self.sessions(
      .local, [["select", "pick 2 4"], ["", "", "select", "quit"]])
    for run in runs { #expect(run.status == 0 && run.errors.isEmpty) }
    #expect(runs[1].output.contains("Players picked last time: 2 (no teams made yet).\n"))
    #expect(runs[1].output.contains("Select players of coach: 2 of 5 selected"))
    #expect(runs[1].output.contains("  [x]   2  Bob "))
    #expect(runs[1].output.contains("  [x]   4  Dee "))
  }

  /// The documented pair of sessions (`docs/examples/teams-kept.night-before.txt`, then
  /// `teams-kept.match-day.txt` on the same database): teams made, the terminal closed,
  /// and the teams offered back and played the next day. Their transcript, one after the
  /// other, is `docs/examples/teams-kept.transcript.txt`.
  @Test func theDocumentedNightBeforeAndMatchDayPrintTheirTranscript() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    var output = ""
    for name in ["teams-kept.night-before.txt", "teams-kept.match-day.txt"] {
      let script = try String(
        contentsOf: PlayerManagementSessionTests.examples.appendingPathComponent(name),
        encoding: .utf8)
      let lines = script.split(separator: "\n").map { TimedScript.Step.line(String($0)) }
      let run = await app.run(lines, clock: TestClock())
      #expect(run.status == 0)
      #expect(run.errors.isEmpty)
      output += run.output
    }
    let transcript = try String(
      contentsOf: PlayerManagementSessionTests.examples.appendingPathComponent(
        "teams-kept.transcript.txt"), encoding: .utf8)
    if output != transcript {  // the actual transcript, to read the difference and adopt it
      try? output.write(toFile: "/tmp/teams-kept.actual.txt", atomically: true, encoding: .utf8)
    }
    #expect(output == transcript, "actual transcript: /tmp/teams-kept.actual.txt")
    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret-pw"))
    #expect(try await store.teamDrafts(for: coach.user).loadDraft() == nil)
  }
}
