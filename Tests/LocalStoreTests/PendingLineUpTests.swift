import Domain
import Foundation
import Testing

@testable import LocalStore

/// `play` writes its line-up as one row (`pending_line_ups`), not one row per player; every
/// change or read that needs the line-up of a match in progress finds it whole, as it did
/// when `play` wrote `player_gathers` itself.
@Suite("A line-up written at kick-off as one row")
struct PendingLineUpTests {
  private let fixture: StoreFixture
  private let user: User
  private let roster: [Player]
  /// 60 of the 64 roster players, last picked first; Team A, Team B, the Bench and no team
  /// in turn, numbered (every fifth one without a number); some names JSON must escape.
  private let lineUp: [GatherPlayer]

  init() async throws {
    fixture = try StoreFixture()
    user = try await fixture.register("coach")
    let names = ["Zoë \"Z\" O'Neil", #"Back\slash"#, "Tab\tbed", "⚽️ Pelé 東京"]
    roster = try await fixture.store.players(for: user).createPlayers(
      (1...64).map { index in
        PlayerDraft(
          name: index <= names.count ? names[index - 1] : "Player \(index)", age: 18 + index % 20,
          skill: index % 2 == 0 ? .amateur : nil)
      })
    lineUp = roster.prefix(60).reversed().enumerated().map { offset, player in
      GatherPlayer(
        player: player, team: [Team.teamA, .teamB, .bench, nil][offset % 4],
        number: offset % 5 == 4 ? nil : offset + 1)
    }
  }

  private var gathers: any GatherService { fixture.store.gathers(for: user) }

  /// How many rows `table` holds, read as another process would.
  private func count(_ table: String) throws -> Int {
    try fixture.rawConnection().queryFirst("SELECT count(*) FROM \(table)") { $0.int(0) } ?? -1
  }

  /// `player_gathers` as stored, in its rows' order.
  private func storedRows() throws -> [String] {
    try fixture.rawConnection().query(
      "SELECT player_id, team, player_name, number FROM player_gathers ORDER BY rowid"
    ) { row in
      "\(row.int(0)) \(row.optionalText(1) ?? "-") \(row.text(2)) \(row.optionalInt(3) ?? 0)"
    }
  }

  /// `players` as `storedRows()` shows them.
  private func rows(of players: [GatherPlayer]) -> [String] {
    players.map {
      "\($0.player.id) \($0.team?.rawValue ?? "-") \($0.player.name) \($0.number ?? 0)"
    }
  }

  @Test("play writes one row; the first read spreads it into player_gathers, in its order")
  func spreadByTheFirstRead() async throws {
    let gather = try await gathers.createGather(players: lineUp)
    #expect(gather.players == lineUp)
    #expect(try count("pending_line_ups") == 1)
    #expect(try count("player_gathers") == 0)

    #expect(try await gathers.allGathers().map(\.players) == [lineUp])
    #expect(try count("pending_line_ups") == 0)
    #expect(try storedRows() == rows(of: lineUp))
    // Read again, from the rows this time, by a new run of the app: the same.
    try fixture.reopen()
    #expect(try await gathers.gather(id: gather.id)?.players == lineUp)
  }

  /// Everything that reads or changes the line-up of a match in progress.
  enum Reader: String, CaseIterable {
    case history, gatherByID, playerGathers, resume, archive, merge, end
  }

  @Test("every reader finds the whole line-up of the match in progress", arguments: Reader.allCases)
  func everyReaderFindsIt(_ reader: Reader) async throws {
    let gather = try await gathers.createGather(players: lineUp)
    let picked = lineUp[7].player
    let players = fixture.store.players(for: user)
    switch reader {
    case .history:
      #expect(try await gathers.allGathers() == [gather])
    case .gatherByID:
      #expect(try await gathers.gather(id: gather.id) == gather)
    case .playerGathers:
      #expect(try await gathers.gathers(playedBy: picked.id) == [gather])
      #expect(try await gathers.gathers(playedBy: roster[63].id).isEmpty)
    case .resume:
      let saved = Match(gather: gather).snapshot(at: .zero)
      try await fixture.store.matchSnapshots(for: user).saveSnapshot(saved)
      try fixture.reopen()
      #expect(try count("pending_line_ups") == 1)
      #expect(try await fixture.store.matchSnapshots(for: user).loadSnapshot() == saved)
    case .archive:
      #expect(try await players.deletePlayer(id: picked.id) == .archived(gathers: 1))
      #expect(try await players.deletePlayer(id: roster[63].id) == .deleted)
    case .merge:
      await #expect(
        throws: FootballGatherError.invalidInput(
          "both played in the same gather (1 gather), so they are two people; nothing was merged")
      ) { try await players.mergePlayer(id: picked.id, into: lineUp[0].player.id) }
      #expect(try await players.mergePlayer(id: picked.id, into: roster[63].id) == 1)
      #expect(try await gathers.gathers(playedBy: roster[63].id).map(\.id) == [gather.id])
    case .end:
      let goals = [Goal(team: .teamA, scorerID: lineUp[0].player.id, minute: 3)]
      let ended = try await fixture.store.matchResults(for: user).endGather(
        id: gather.id, score: Score(teamA: 1, teamB: 0), goals: goals, lineUp: nil)
      #expect(ended.players == lineUp)
      #expect(ended.goals == goals)
      #expect(try await gathers.historyPage(at: 0..<10).gathers == [ended])
      #expect(try await gathers.scorerGoals().map(\.playerID) == [lineUp[0].player.id])
    }
    #expect(try count("pending_line_ups") == 0)
  }

  @Test("a player renamed after kick-off keeps the name they played under in the line-up")
  func nameOfThatDay() async throws {
    let gather = try await gathers.createGather(players: lineUp)
    var renamed = lineUp[3].player
    renamed.name = "Someone Else"
    try await fixture.store.players(for: user).updatePlayer(renamed)
    #expect(try await gathers.gather(id: gather.id)?.players == lineUp)
    #expect(try await fixture.store.players(for: user).player(id: renamed.id) == renamed)
  }

  @Test("a second window reads the match while the first plays on and ends it")
  func twoWindows() async throws {
    let first = fixture.store
    let second = try StoreFixture.openStore(at: fixture.path)
    let gather = try await first.gathers(for: user).createGather(players: lineUp)
    var match = Match(gather: gather)
    let snapshots = first.matchSnapshots(for: user)
    try await snapshots.saveSnapshot(match.snapshot(at: .zero))

    let seen = try await second.gathers(for: user).gathers(playedBy: lineUp[0].player.id)
    #expect(seen.map(\.players) == [lineUp])

    _ = try match.recordGoal(for: .teamA, scorerNumber: nil, ownGoal: false, at: .seconds(60))
    try await snapshots.saveSnapshot(match.snapshot(at: .seconds(61)))
    let ended = try await first.matchResults(for: user).endGather(
      id: gather.id, score: match.score, goals: match.goals, lineUp: match.playedLineUp)
    #expect(try await second.gathers(for: user).allGathers() == [ended])
    #expect(try storedRows() == rows(of: lineUp))
  }

  @Test("two matches left unfinished are spread together, each line-up in its order")
  func twoUnfinished() async throws {
    let older = try await gathers.createGather(players: Array(lineUp.prefix(20)))
    fixture.clock.advance(by: .seconds(60))
    let newer = try await gathers.createGather(players: Array(lineUp.suffix(30)))
    #expect(try await gathers.allGathers() == [newer, older])
    #expect(try storedRows() == rows(of: Array(lineUp.prefix(20)) + lineUp.suffix(30)))
  }

  @Test("a user's reads spread their own line-ups only; another user's waits for them")
  func ownLineUpsOnly() async throws {
    let rival = try await fixture.register("rival")
    let theirs = try await fixture.store.players(for: rival).createPlayers([
      PlayerDraft(name: "Rae"), PlayerDraft(name: "Sol"),
    ])
    let theirLineUp = zip(theirs, [Team.teamA, .teamB]).map {
      GatherPlayer(player: $0, team: $1, number: 1)
    }
    let their = try await fixture.store.gathers(for: rival).createGather(players: theirLineUp)
    _ = try await gathers.createGather(players: lineUp)
    #expect(try await gathers.allGathers().map(\.players) == [lineUp])
    #expect(try count("pending_line_ups") == 1)
    #expect(try storedRows() == rows(of: lineUp))
    #expect(try await fixture.store.gathers(for: rival).allGathers() == [their])
    #expect(try count("pending_line_ups") == 0)
  }

  @Test("a discarded match's line-up goes with its gather")
  func discarded() async throws {
    let gather = try await gathers.createGather(players: lineUp)
    try await gathers.deleteGather(id: gather.id)
    #expect(try count("pending_line_ups") == 0)
    #expect(try count("player_gathers") == 0)
    #expect(try await gathers.allGathers().isEmpty)
    #expect(try await fixture.store.players(for: user).deletePlayer(id: roster[0].id) == .deleted)
  }

  @Test("a line-up player_gathers would refuse is refused at kick-off, and nothing is stored")
  func refusedAtKickOff() async throws {
    var numbered = lineUp
    numbered[5].number = 0
    await #expect(
      throws: FootballGatherError.invalidInput(
        "player \(numbered[5].player.id) needs a name and a number of 1 or more to play")
    ) { try await gathers.createGather(players: numbered) }
    #expect(try count("gathers") == 0)
    #expect(try count("pending_line_ups") == 0)
  }
}
