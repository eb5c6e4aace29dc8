import Domain
import Testing

/// Issue 22's small ones, typed as an organiser types them, on both backends.
@MainActor
@Suite
struct SmallThingsSessionTests {
  static let roster = [
    PlayerDraft(name: "José Silva"), PlayerDraft(name: "Thomas Müller"),
    PlayerDraft(name: "Zoë Adams"), PlayerDraft(name: "Ann Lee"),
  ]

  @Test(arguments: BothBackends.allCases)
  func findIgnoresAccents(backend: BothBackends) async throws {
    let run = try await backend.run(["find jose", "find MULLER", "find zoe"], roster: Self.roster)
    #expect(run.output.contains("1 player matches 'jose'."))
    #expect(run.output.contains("1 player matches 'MULLER'."))
    #expect(run.output.contains("1 player matches 'zoe'."))
    #expect(run.output.contains("  1  José Silva"))
    #expect(run.output.contains("  2  Thomas Müller"))
  }

  @Test(arguments: BothBackends.allCases)
  func keeperIsAPositionWord(backend: BothBackends) async throws {
    let run = try await backend.run(
      ["add Eve", "position keeper", "save", "show 5"], roster: Self.roster)
    #expect(!run.output.contains("error:"))
    #expect(run.output.contains("Goalkeeper"))
  }

  @Test(arguments: BothBackends.allCases)
  func aSemicolonOrTabSeparatedFileImports(backend: BothBackends) async throws {
    let files = [
      "excel.csv": "Name;Age;Club;Position\r\nEve;31;Bayern;keeper\r\n\"Kim; Jr\";20;;st\r\n",
      "tabs.csv": "name\tage\nLou\t40\n",
    ]
    let run = try await backend.run(
      ["import $DIR/excel.csv", "import $DIR/tabs.csv", "find e"], roster: Self.roster,
      files: files)
    #expect(!run.output.contains("error:"))
    #expect(run.output.contains("Eve"))
    #expect(run.output.contains("Kim; Jr"))
    #expect(run.output.contains("Lou"))
  }

  @Test(arguments: BothBackends.allCases)
  func aHeaderOfOneJoinedColumnGetsAHint(backend: BothBackends) async throws {
    let run = try await backend.run(
      ["import $DIR/pipes.csv"], roster: Self.roster, files: ["pipes.csv": "name|age\nEve|31\n"])
    #expect(
      run.output.contains(
        "the first line looks like one column holding several names: "
          + "separate the columns with commas, semicolons or tabs"))
  }

  @Test(arguments: BothBackends.allCases)
  func deleteTakesSeveralNumbersAndAsksOnceNamingThem(backend: BothBackends) async throws {
    let run = try await backend.run(
      ["delete 3 4", "n", "delete 3-4", "y", "list"], roster: Self.roster)
    #expect(
      run.output.contains(
        "Delete 2 players: Zoë Adams and Ann Lee? [y/n] n\nNo player was deleted.\n"))
    #expect(
      run.output.contains(
        "Delete 2 players: Zoë Adams and Ann Lee? [y/n] y\nDeleted Zoë Adams.\nDeleted Ann Lee.\n"))
    #expect(run.output.contains("Players of coach (2)"))
  }

  @Test func aRangePastTheEndOfTheRosterIsCutWithANote() async throws {
    let run = try await BothBackends.local.run(["list 3-40"], roster: Self.roster)
    #expect(!run.output.contains("error:"))
    #expect(run.output.contains("There are 4 players; showing 3-4.\n"))
    #expect(run.output.contains("  4  Ann Lee"))
  }

  @Test(arguments: BothBackends.allCases)
  func editFieldValueChangesAFieldInOneLine(backend: BothBackends) async throws {
    let run = try await backend.run(
      ["show 4", "edit age 30", "edit position keeper", "edit age 300", "edit club  ", "back"],
      roster: Self.roster)
    #expect(run.output.contains("Saved the age of Ann Lee: 30.\n"))
    #expect(run.output.contains("Saved the position of Ann Lee: Goalkeeper.\n"))
    #expect(run.output.contains("error: "))
    #expect(run.output.contains("Age             30"))
  }

  @Test(arguments: BothBackends.allCases)
  func shareOnTheTeamsScreenAndHistoryIsPlainText(backend: BothBackends) async throws {
    let run = try await backend.run(
      [
        "select", "pick 1-4", "confirm", "a 1 2", "b 3", "name a Bibs", "share", "play",
        "goal a 1", "end", "y", "history", "share 1",
      ],
      roster: Self.roster)
    #expect(
      run.output.contains(
        "confirm> share\nBibs (2): José Silva, Thomas Müller\nTeam B (1): Zoë Adams\nSitting out: Ann Lee\n"
      ))
    #expect(
      run.output.contains(
        ": Bibs 1-0 Team B, Bibs won\nBibs: José Silva, Thomas Müller\nTeam B: Zoë Adams\n"
          + "Sitting out: Ann Lee\nGoals: José Silva"
      ))
  }

  @Test func backFromTheTeamsKeepsTheSplitNamesAndRulesUntilTheSelectionChanges() async throws {
    let run = try await BothBackends.local.run(
      [
        "select", "pick 1-4", "confirm", "a 1 2", "b 3", "name a Bibs", "apart 1 3", "back",
        "confirm", "rules", "back", "unpick 4", "confirm",
      ], roster: Self.roster)
    let again = try #require(
      run.output.components(separatedBy: "players> confirm").dropFirst(2).first)
    #expect(again.contains("Bibs (a): 2 players"))
    let rules = try #require(run.output.components(separatedBy: "confirm> rules").last)
    #expect(rules.contains("apart"))
    let fresh = try #require(run.output.components(separatedBy: "players> confirm").last)
    #expect(!fresh.contains("Bibs"))
    #expect(fresh.contains("Bench (3)"))
  }

  @Test func balanceLeavesAPlayerPutOnTheBenchThere() async throws {
    let run = try await BothBackends.local.run(
      ["select", "pick 1-4", "confirm", "balance 7", "bench 4", "balance 8", "a 4", "balance 9"],
      roster: Self.roster)
    let second = try #require(
      run.output.components(separatedBy: "confirm> balance 8").last?
        .components(separatedBy: "confirm> a 4").first)
    #expect(second.contains("Bench (1)\n  4  Ann Lee"))
    let third = try #require(run.output.components(separatedBy: "confirm> balance 9").last)
    #expect(third.contains("Bench (0)"))
  }
}
