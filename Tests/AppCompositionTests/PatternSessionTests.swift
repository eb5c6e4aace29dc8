import AppComposition
import Domain
import TestSupport
import Testing

/// One whole session through the real app (its store, its flows) with `--pattern` set to
/// each of the six: log in, open a player and edit a field, play and end a match. The
/// pattern lab's screens are written six ways; the transcript must not differ by a byte.
@MainActor
@Suite
struct PatternSessionTests {
  static let roster = [
    PlayerDraft(name: "Ann", skill: .amateur, position: .goalkeeper),
    PlayerDraft(name: "Bob", age: 30, skill: .professional, position: .striker),
    PlayerDraft(name: "Cy"),
    PlayerDraft(name: "Dee", skill: .beginner, position: .defender),
  ]

  static var script: [TimedScript.Step] {
    TimedScript.lines(
      "login", "coach", "secret", "show 2", "edit age", "set 31", "save", "edit skill", "2",
      "back", "y", "back", "select", "pick 1-4", "confirm", "a 1 2", "b 3 4", "play",
      "time 00:02", "start")
      + [
        .advance(.seconds(1), until: "Time left: 00:01"),
        .advance(.seconds(1), until: "Time's up!"),
      ]
      + TimedScript.lines("goal a 2", "goal b og 1", "goal b 4", "end", "y", "logout", "quit")
  }

  /// The session's transcript and exit status with the pattern lab's screens in `pattern`.
  func session(_ pattern: ArchitecturePattern) async throws -> (status: Int32, output: String) {
    let app = try await AppHarness.seeded(players: Self.roster)
    defer { app.directory.remove() }
    let run = await app.run(
      Self.script, clock: TestClock(),
      arguments: ["--db", app.databasePath, "--pattern", pattern.rawValue])
    #expect(run.errors.isEmpty, "\(pattern.name)")
    return (run.status, run.output)
  }

  @Test func everyPatternGivesTheSameTranscriptByteForByte() async throws {
    let viper = try await session(.viper)
    #expect(viper.status == 0)
    #expect(viper.output.contains("Saved the age of Bob: 31."))
    #expect(viper.output.contains("Gather ended: Team A 1-2 Team B. Winner: Team B."))
    for pattern in ArchitecturePattern.allCases where pattern != .viper {
      let run = try await session(pattern)
      #expect(run.status == 0, "\(pattern.name)")
      #expect(run.output == viper.output, "\(pattern.name)'s transcript differs from VIPER's")
    }
  }
}

/// `--pattern` on the command line.
struct PatternOptionTests {
  @Test(arguments: [
    (["--pattern", "mvvm"], ArchitecturePattern.mvvm), (["--pattern=MVP-C"], .mvpc),
    (["--pattern", "mvpc"], .mvpc), ([], .viper),
  ])
  func thePatternIsNamedInAnyCase(arguments: [String], pattern: ArchitecturePattern) throws {
    #expect(try LaunchOptions.parse(arguments).pattern == pattern)
  }

  @Test(arguments: [
    (["--pattern"], "--pattern needs one of mvc|mvvm|mvp|mvp-c|viper|vip, e.g. --pattern mvvm"),
    (
      ["--pattern", "mvx"], "there is no pattern 'mvx'; choose one of mvc|mvvm|mvp|mvp-c|viper|vip"
    ),
  ])
  func aPatternThatIsNotThereIsAUsageError(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try LaunchOptions.parse(arguments) }
  }
}
