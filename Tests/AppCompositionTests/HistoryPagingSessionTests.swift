import Domain
import LocalStore
import Testing

/// History, the records and a large gather's line-up come a screenful at a time, paged
/// with the roster's words (`more`, `list A-B`).
@MainActor
@Suite
struct HistoryPagingSessionTests {
  /// `players` on the roster and `gathers` ended gathers of them, two a side, A winning 1-0
  /// by its first player.
  func makeApp(players: Int, gathers: Int, perSide: Int = 2) async throws -> AppHarness {
    let app = try AppHarness()
    let store = try app.openStore()
    let user = try await store.auth.register(Credentials(username: "coach", password: "secret"))
    let roster = try await store.players(for: user).createPlayers(
      (1...players).map { PlayerDraft(name: "P\($0)") })
    let service = store.gathers(for: user)
    let results = store.matchResults(for: user)
    for number in 0..<gathers {
      let start = (number * 2 * perSide) % max(roster.count - 2 * perSide + 1, 1)
      let picked = roster[start..<(start + 2 * perSide)]
      let gather = try await service.createGather(
        players: picked.enumerated().map {
          GatherPlayer(player: $0.element, team: $0.offset < perSide ? .teamA : .teamB)
        })
      _ = try await results.endGather(
        id: gather.id, score: Score(teamA: 1, teamB: 0),
        goals: [Goal(team: .teamA, scorerID: picked.first?.id)])
    }
    return app
  }

  @Test func historyShowsTwentyGathersAndMorePagesOn() async throws {
    let app = try await makeApp(players: 12, gathers: 45)
    defer { app.directory.remove() }
    let run = await app.run([
      "login coach", "secret", "history", "more", "more", "more", "list 44-60",
    ])
    #expect(!run.output.contains("error:"))
    #expect(
      run.output.contains("Gathers 1-20 of 45. 'more' shows the next 20; 'list A-B' shows others."))
    #expect(run.output.contains("Gathers 21-40 of 45. 'more' shows the next 5;"))
    #expect(run.output.contains("Gathers 41-45 of 45. That is the end;"))
    #expect(run.output.contains("That is the end of the list (45 gathers); 'list' starts again."))
    #expect(run.output.contains("There are 45 rows; showing 44-45."))
    let screen = try #require(
      run.output.components(separatedBy: "players> history").last?
        .components(separatedBy: "history> more").first)
    #expect(screen.split(separator: "\n").count <= 50)
  }

  @Test func recordsComeFiftyAtATimeWithWinPercentAndSinceADay() async throws {
    let app = try await makeApp(players: 130, gathers: 40)
    defer { app.directory.remove() }
    let run = await app.run([
      "login coach", "secret", "history", "records", "more", "more",
      "records win% since 2000-01-01",
      "records since 2099-01-01",
    ])
    #expect(!run.output.contains("error:"))
    #expect(run.output.contains("Win %"))
    let played = try #require(
      run.output.components(separatedBy: "Players 51-100 of ").dropFirst().first?.prefix(3))
    #expect(Int(played).map { $0 > 100 } == true)
    #expect(run.output.contains("Players 101-\(played) of \(played). That is the end;"))
    #expect(run.output.contains("Player records (40 gathers since 2000-01-01, by win%"))
    #expect(run.output.contains("  100%\n"))
    #expect(run.output.contains("Player records (0 gathers since 2099-01-01"))
  }

  @Test func showOnAHugeGatherListsAScreenfulAndMorePagesItsLineUp() async throws {
    let app = try await makeApp(players: 400, gathers: 1, perSide: 200)
    defer { app.directory.remove() }
    let run = await app.run(["login coach", "secret", "history", "show 1", "more", "list 390-400"])
    #expect(!run.output.contains("error:"))
    #expect(run.output.contains("Team A: P1, P2, "))
    #expect(run.output.contains(" and 150 more\n"))
    #expect(
      run.output.contains("400 players: 'more' lists them 50 at a time, 'list A-B' any of them."))
    #expect(run.output.contains("1  P1 (Team A)\n"))
    #expect(run.output.contains("Players 1-50 of 400. 'more' shows the next 50;"))
    #expect(run.output.contains("400  P400 (Team B)\n"))
    #expect(run.output.split(separator: "\n").allSatisfy { $0.count < 1_000 })
  }
}
