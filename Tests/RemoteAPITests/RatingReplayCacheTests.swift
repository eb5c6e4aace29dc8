import Domain
import Foundation
import Testing

@testable import RemoteAPI

/// Remote mode's ratings (issue 36): the web service keeps none, so they are replayed from
/// the history read; the last replay is kept while that history is the same, and a history
/// changed anywhere (a correction here, a gather ended on another device) is replayed again.
struct RatingReplayCacheTests {
  let ann = Player(id: 1, name: "Ann", skill: .professional)
  let bob = Player(id: 2, name: "Bob")

  func gather(_ score: Score, day: Double) -> Gather {
    Gather(
      id: UUID(), createdAt: Date(timeIntervalSince1970: day * 86_400),
      players: [GatherPlayer(player: ann, team: .teamA), GatherPlayer(player: bob, team: .teamB)],
      score: score)
  }

  @Test func theSameHistoryAnswersTheKeptReplayAndAChangedOneIsReplayedAgain() {
    let cache = RatingReplayCache()
    let first = gather(Score(teamA: 2, teamB: 0), day: 1)
    let history = [gather(Score(teamA: 0, teamB: 1), day: 8), first]
    #expect(cache.book(of: history).ratings == RatingBook(gathers: history).ratings)
    #expect(cache.book(of: history).ratings == RatingBook(gathers: history).ratings)
    // The first gather corrected on another device: the answer follows it.
    var corrected = history
    corrected[1].score = Score(teamA: 0, teamB: 4)
    let replayed = RatingBook(gathers: corrected).ratings
    #expect(replayed != RatingBook(gathers: history).ratings)
    #expect(cache.book(of: corrected).ratings == replayed)
    #expect(cache.book(of: [first]).ratings == RatingBook(gathers: [first]).ratings)
  }
}
