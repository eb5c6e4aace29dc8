import Domain
import Foundation
import TestSupport
import Testing

@testable import LocalStore

/// Ratings kept, not replayed (issue 36, schema version 9): `ratings(of:)` reads the kept
/// ratings, and after every kind of change to the history they are those of one replay of
/// the whole history, to the last digit.
@Suite("Kept ratings")
struct KeptRatingsTests {
  private let coach: StoreCoach

  init() async throws {
    coach = try await StoreCoach(
      drafts: ["Ana", "Bo", "Cy", "Di", "Eve", "Fin", "Gus", "Hal"].enumerated().map {
        PlayerDraft(
          name: $0.element, skill: [nil, Skill.beginner, .amateur, .professional][$0.offset % 4])
      })
  }

  /// The replay `confirm` did before version 9, of the history as the store returns it.
  private func replayed() async throws -> [Player.ID: Rating] {
    RatingBook(gathers: try await coach.gathers.ratedGathers()).ratings
  }

  private func kept() async throws -> [Player.ID: Rating] {
    try await coach.gathers.ratings(of: coach.players.map(\.id))
  }

  /// Whether the kept ratings match the history without a replay pending.
  private func marked() throws -> Bool {
    try coach.fixture.rawConnection().queryFirst("SELECT count(*) FROM rating_marks") {
      $0.int(0)
    } != 0
  }

  /// Plays and ends one gather a day later than the last: `a` against the others picked.
  @discardableResult
  private func play(_ a: [Int], _ b: [Int], _ score: (Int, Int), bench: [Int] = [])
    async throws -> Gather
  {
    coach.fixture.clock.advance(by: .seconds(86_400 * 3))
    let places =
      a.map { GatherPlayer(player: coach.players[$0], team: .teamA) }
      + b.map { GatherPlayer(player: coach.players[$0], team: .teamB) }
      + bench.map { GatherPlayer(player: coach.players[$0], team: .bench) }
    let gather = try await coach.gathers.createGather(players: places)
    coach.fixture.clock.advance(by: .seconds(3_600))
    return try await coach.results.endGather(
      id: gather.id, score: Score(teamA: score.0, teamB: score.1), goals: [])
  }

  @Test("ending a gather updates the kept ratings in its own transaction")
  func endingKeepsThem() async throws {
    #expect(try await kept().isEmpty)
    try await play([0, 1, 2], [3, 4, 5], (2, 1), bench: [6])
    #expect(try !marked())
    try await play([0, 3, 6], [1, 4, 7], (0, 3))
    #expect(try !marked())
    let ratings = try await kept()
    #expect(ratings == (try await replayed()))
    #expect(ratings.count == 8)
    #expect(ratings[coach.players[0].id] != nil)
    // Only those asked for, and nobody who has not played.
    let two = try await coach.gathers.ratings(of: [coach.players[6].id, 999_999])
    #expect(two == [coach.players[6].id: ratings[coach.players[6].id]])
  }

  @Test("a correction of an old gather replays from it on, as one replay of everything would")
  func correctionsReplayFromTheGatherOn() async throws {
    let first = try await play([0, 1, 2], [3, 4, 5], (2, 1), bench: [6])
    let second = try await play([0, 3, 6], [1, 4, 7], (0, 3))
    let third = try await play([2, 5, 7], [0, 1, 6], (1, 1))
    try await play([0, 2, 4, 6], [1, 3, 5, 7], (4, 0))
    let before = try await kept()
    #expect(before == (try await replayed()))

    // The first gather's score corrected: every later rating moves.
    _ = try await coach.results.correctGather(
      id: first.id, score: Score(teamA: 0, teamB: 5), goals: [])
    #expect(try !marked())
    let corrected = try await kept()
    #expect(corrected != before)
    #expect(corrected == (try await replayed()))

    // The second's line-up corrected: Gus moved to Team B, Hal dropped, Ana benched.
    _ = try await coach.results.correctLineUp(
      id: second.id,
      players: [
        GatherPlayer(player: coach.players[0], team: .bench),
        GatherPlayer(player: coach.players[3], team: .teamA),
        GatherPlayer(player: coach.players[6], team: .teamB),
        GatherPlayer(player: coach.players[1], team: .teamB),
        GatherPlayer(player: coach.players[4], team: .teamA),
      ])
    #expect(try await kept() == (try await replayed()))

    // The third moved before the first; a gather played without the app entered between.
    let day = coach.fixture.clock.date
    _ = try await coach.results.redateGather(
      id: third.id, startedAt: day.addingTimeInterval(-86_400 * 30),
      endedAt: day.addingTimeInterval(-86_400 * 30 + 3_600))
    #expect(try await kept() == (try await replayed()))
    _ = try await coach.results.recordPlayedGather(
      players: [
        GatherPlayer(player: coach.players[7], team: .teamA),
        GatherPlayer(player: coach.players[2], team: .teamB),
      ], teamNames: .standard, playedAt: day.addingTimeInterval(-86_400 * 8),
      score: Score(teamA: 3, teamB: 0), goals: [])
    #expect(try !marked())
    #expect(try await kept() == (try await replayed()))

    // A gather deleted: its players' ratings forget it.
    try await coach.gathers.deleteGather(id: second.id)
    #expect(try await kept() == (try await replayed()))
  }

  @Test("a declared skill changed or a player merged is caught up by the next read")
  func otherChangesAreCaughtUpWhenRead() async throws {
    try await play([0, 1, 2], [3, 4, 5], (2, 1), bench: [6])
    try await play([0, 3, 6], [1, 4, 7], (0, 3))
    var bo = coach.players[1]
    bo.skill = .professional
    try await coach.roster.updatePlayer(bo)
    #expect(try marked())
    #expect(try await kept() == (try await replayed()))
    #expect(try !marked())
    // Hal (who played only the second) merged into Cy (who played only the first).
    _ = try await coach.roster.mergePlayer(id: coach.players[7].id, into: coach.players[2].id)
    #expect(try await kept() == (try await replayed()))
    // A new match in progress changes nothing until it ends.
    let running = try await coach.gathers.createGather(
      players: [
        GatherPlayer(player: coach.players[0], team: .teamA),
        GatherPlayer(player: coach.players[1], team: .teamB),
      ])
    _ = try await coach.gathers.gather(id: running.id)
    #expect(try !marked())
  }

  @Test("a correction deep in a long history replays every later gather, read in one pass")
  func aLongReplay() async throws {
    var first: Gather?
    for round in 0..<(GatherTable.fewGathers + 10) {
      let shift = round % 8
      let ended = try await play(
        [shift, (shift + 1) % 8, (shift + 3) % 8], [(shift + 2) % 8, (shift + 5) % 8],
        (round % 3, round % 2))
      first = first ?? ended
    }
    #expect(try await kept() == (try await replayed()))
    _ = try await coach.results.correctGather(
      id: try #require(first).id, score: Score(teamA: 9, teamB: 0), goals: [])
    #expect(try await kept() == (try await replayed()))
  }

  @Test("the kept ratings survive closing and opening the file")
  func keptAcrossRuns() async throws {
    try await play([0, 1, 2], [3, 4, 5], (2, 1))
    let ratings = try await kept()
    try coach.fixture.reopen()
    #expect(try await kept() == ratings)
  }
}
