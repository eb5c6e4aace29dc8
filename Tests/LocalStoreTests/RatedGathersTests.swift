import Domain
import Foundation
import Testing

@testable import LocalStore

/// `ratedGathers()` reads less than `allGathers()` (no goals, no match in progress, only
/// the player fields ratings use) and rates every player exactly as the whole history does.
@Suite("The history ratings replay")
struct RatedGathersTests {
  @Test("the ratings, forecasts and games learned are the same as from every gather")
  func sameRatings() async throws {
    let skills: [Skill?] = [.beginner, .amateur, .professional, nil]
    let coach = try await StoreCoach(
      drafts: (1...12).map { PlayerDraft(name: "Player \($0)", age: 30, skill: skills[$0 % 4]) })
    let (roster, gathers, results) = (coach.players, coach.gathers, coach.results)
    for day in 0..<6 {
      coach.fixture.clock.advance(by: .seconds(86_400 * 3))
      let lineUp = roster.enumerated().map { offset, player in
        GatherPlayer(
          player: player,
          team: (offset + day) % 5 == 0 ? .bench : (offset * 7 + day) % 2 == 0 ? .teamA : .teamB,
          number: offset + 1)
      }
      let gather = try await gathers.createGather(players: lineUp)
      let goals = (0...(day % 3)).map { Goal(team: $0 % 2 == 0 ? .teamA : .teamB) }
      _ = try await results.endGather(id: gather.id, score: Score(goals: goals), goals: goals)
    }
    _ = try await gathers.createGather(players: [GatherPlayer(player: roster[0], team: .teamA)])
    let rated = try await gathers.ratedGathers()
    let all = try await gathers.allGathers()
    #expect(rated.map(\.id) == all.filter { $0.score != nil }.map(\.id))
    let fromRated = RatingBook(gathers: rated)
    let fromAll = RatingBook(gathers: all)
    #expect(fromRated.ratings == fromAll.ratings)
    #expect(fromRated.history == fromAll.history)
    #expect(fromRated.forecasts == fromAll.forecasts)
    #expect(fromRated.ratings.count == 12)
  }
}
