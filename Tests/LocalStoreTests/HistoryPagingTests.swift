import Domain
import Foundation
import Testing

@testable import LocalStore

/// A page of History costs a page: the ended gathers at those positions with their
/// line-ups and goals, the history's length, in the same few queries however long the
/// history or the page.
@Suite("History pages")
struct HistoryPagingTests {
  private let fixture: StoreFixture
  private let gathers: any GatherService
  private let roster: [Player]
  /// Every gather made, ended or not, newest first.
  private let made: [Gather]

  init() async throws {
    let fixture = try StoreFixture()
    let user = try await fixture.register("coach")
    let roster = try await fixture.store.players(for: user).createPlayers(
      (1...30).map { PlayerDraft(name: "P\($0)") })
    let gathers = fixture.store.gathers(for: user)
    let results = fixture.store.matchResults(for: user)
    for number in 0..<40 {
      fixture.clock.advance(by: .seconds(86_400))
      let lineUp = (0..<(4 + number % 5)).map {
        GatherPlayer(
          player: roster[(number + $0 * 7) % roster.count], team: $0 % 2 == 0 ? .teamA : .teamB,
          number: $0 + 1)
      }
      let gather = try await gathers.createGather(players: lineUp)
      guard number % 10 != 3 else { continue }  // four gathers stay in progress
      let goals = (0..<(number % 4)).map {
        Goal(team: $0 % 2 == 0 ? .teamA : .teamB, scorerID: lineUp[$0].player.id, minute: $0 + 1)
      }
      _ = try await results.endGather(id: gather.id, score: Score(goals: goals), goals: goals)
    }
    made = try await gathers.allGathers()
    (self.fixture, self.gathers, self.roster) = (fixture, gathers, roster)
  }

  private var ended: [Gather] { made.filter { $0.score != nil } }

  @Test("a page is the ended gathers at those positions, newest first, with line-ups and goals")
  func pagesByPosition() async throws {
    #expect(ended.count == 36)
    let page = try await gathers.historyPage(at: 10..<20)
    #expect(page.total == 36 && page.offset == 10)
    #expect(page.gathers == Array(ended[10..<20]))
    #expect(page.gathers.allSatisfy { !$0.players.isEmpty })
    #expect(page.gathers.contains { $0.goals.count == 3 })
    #expect(try await gathers.historyPage(at: 30..<60).gathers == Array(ended[30...]))
    #expect(try await gathers.historyPage(at: 40..<60).gathers.isEmpty)
    #expect(try await gathers.historyPage(at: 0..<36) == GatherPage(slicing: made, at: 0..<36))
  }

  @Test("a page takes the same number of queries whether it holds 2 gathers or 30")
  func fixedNumberOfQueries() async throws {
    let small = try await statements { try await gathers.historyPage(at: 0..<2) }
    let large = try await statements { try await gathers.historyPage(at: 0..<30) }
    let late = try await statements { try await gathers.historyPage(at: 34..<36) }
    #expect(small == large && large == late)
    // The count, the gathers, their line-ups, their goals; the rest is transactions.
    #expect(large - transactionStatements == 4)
  }

  @Test("a deleted gather leaves the pages and the count; positions close up")
  func deletedGathersLeave() async throws {
    try await gathers.deleteGather(id: ended[0].id)
    let page = try await gathers.historyPage(at: 0..<2)
    #expect(page.total == 35)
    #expect(page.gathers == [ended[1], ended[2]])
  }

  /// `BEGIN` and `COMMIT` of the load, the counting reads' `COMMIT` before it and `BEGIN`
  /// after it.
  private let transactionStatements = 4

  /// How many statements the store prepared while `load` ran (its transaction's included).
  private func statements(_ load: () async throws -> GatherPage) async throws -> Int {
    let before = try fixture.store.database.read { $0.statementsPrepared }
    _ = try await load()
    let after = try fixture.store.database.read { $0.statementsPrepared }
    return after - before
  }
}
