import Domain
import Testing

/// A name already on the roster (ignoring case and accents) is never added by accident,
/// and namesakes read apart on the roster; on both backends.
@MainActor
@Suite
struct DuplicatesSessionTests {
  static let roster = [
    PlayerDraft(name: "Ann"), PlayerDraft(name: "Bén Carter", age: 31, favouriteTeam: "Arsenal"),
  ]

  @Test(arguments: BothBackends.allCases)
  func addingANameOnTheRosterAsksFirstAndOffersTheOneThere(backend: BothBackends) async throws {
    let run = try await backend.run(
      ["add ben carter", "save", "n", "age 20", "save", "y", "list"], roster: Self.roster)
    #expect(
      run.output.contains(
        "Bén Carter is already on the roster as number 2 (31, Arsenal). "
          + "Add another player called ben carter? [y/n] n\n"
          + "Not added. On the player list, 'show 2' shows the one already there; "
          + "'back' leaves the form.\n"))
    #expect(run.output.contains("Added ben carter to the roster."))
    #expect(run.output.contains("Bén Carter (31, Arsenal)"))
    #expect(run.output.contains("ben carter (20)"))
  }

  @Test(arguments: BothBackends.allCases)
  func importAsksPerNameToSkipAddOrMerge(backend: BothBackends) async throws {
    let run = try await backend.run(
      ["import $DIR/club.csv", "each", "oops", "merge", "skip", "show 1"],
      roster: Self.roster, files: ["club.csv": "name;age;club\nann;40;Ajax\nZed;20;\nzed;21;\n"])
    #expect(run.output.contains("[skip/add/merge] oops\nerror: 'oops' is not an answer here"))
    #expect(run.output.contains("Imported 1 player from "))
    #expect(run.output.contains("skipped 1; merged 1 into the player already there."))
    #expect(run.output.contains("Age             40"))
    #expect(run.output.contains("Players of coach (3)"))
  }

  @Test(arguments: BothBackends.allCases)
  func theEndOfInputAtTheQuestionAddsNoSecondPlayer(backend: BothBackends) async throws {
    let run = try await backend.run(["add BEN CARTER", "save"], roster: Self.roster)
    #expect(run.output.contains("Add another player called BEN CARTER? [y/n] \n"))
    #expect(!run.output.contains("Added BEN CARTER"))
  }
}

/// `merge N M` on the embedded database: gathers, goals and records follow; asked first;
/// refused when both played together. The web service cannot move a gather's players.
@MainActor
@Suite
struct MergeSessionTests {
  typealias Session = UnfinishedMatchSessionTests

  /// Ann, Bob, Cy, Dee played a 1-0 (a goal by 2), then "ann" was added by mistake and
  /// played the next gather.
  func makeApp() async throws -> AppHarness { try await .seeded(players: Session.roster) }

  @Test func mergeMovesGathersAndGoalsAndAsksFirst() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    let players = store.players(for: coach.user)
    let roster = try await players.allPlayers()
    let twin = try await players.createPlayer(
      PlayerDraft(name: roster[0].name.lowercased(), age: 9))
    let gather = try await store.gathers(for: coach.user).createGather(players: [
      GatherPlayer(player: twin, team: .teamA), GatherPlayer(player: roster[1], team: .teamB),
    ])
    _ = try await store.matchResults(for: coach.user).endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 0),
      goals: [Goal(team: .teamA, scorerID: twin.id)])
    let count = roster.count + 1
    let run = await app.run([
      "login coach", "secret", "merge 1 \(count)", "n", "merge 1 \(count)", "y", "merge 1 2",
      "y", "history", "records",
    ])
    #expect(run.output.contains("Nothing was merged."))
    #expect(run.output.contains("Merged \(twin.name) into \(roster[0].name): 1 gather moved."))
    #expect(
      run.output.contains(
        "could not merge \(roster[1].name) into \(roster[0].name): both played in the same gather"))
    let after = try await players.allPlayers()
    #expect(after.count == roster.count)
    let moved = try await store.gathers(for: coach.user).gathers(playedBy: roster[0].id)
    #expect(moved.count == 1 && moved[0].goals.first?.scorerID == roster[0].id)
  }

  @Test func theWebServiceCannotMergeAndSaysSo() async throws {
    let run = try await BothBackends.remote.run(
      ["add Ann", "save", "y", "merge 1 5", "y"], roster: Session.roster)
    #expect(run.output.contains("the web service cannot move a player's gathers"))
  }
}
