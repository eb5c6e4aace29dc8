import Domain
import Foundation
import Testing

/// A substitute counts once in the ratings, as in the records: the player who went off and
/// the one who came on share one place in their team's strength, so a substitution does
/// not make a team one player stronger.
struct RatingSubstituteTests {
  /// Eleven amateurs: 1-5 start for Team A, 7-11 for Team B, 6 on the Bench.
  let players = (1...11).map { Player(id: $0, name: "P\($0)", skill: .amateur) }
  let day = Date(timeIntervalSince1970: 1_700_000_000)

  /// A 5-a-side gather ending `goalsA`-`goalsB`, with `changes`, each player on the team
  /// their game counts for (as `Match.keptLineUp` keeps it).
  func gather(_ goalsA: Int, _ goalsB: Int, teamA: [Int], changes: [LineUpChange] = [])
    -> Gather
  {
    let teamB = [7, 8, 9, 10, 11]
    return Gather(
      id: UUID(), createdAt: day, endedAt: day,
      players: teamA.map { GatherPlayer(player: players[$0 - 1], team: .teamA) }
        + teamB.map { GatherPlayer(player: players[$0 - 1], team: .teamB) },
      score: Score(teamA: goalsA, teamB: goalsB), lineUpChanges: changes)
  }

  /// `sub 5 6` in the 30th minute: 6 comes on for 5, who goes to the Bench.
  let sixForFive = LineUpChange(playerID: 6, from: .bench, to: .teamA, replacedID: 5, minute: 30)

  @Test func aGoallessDrawOfEvenTeamsWithASubstituteMovesNobodysRating() {
    let book = RatingBook(gathers: [gather(0, 0, teamA: [1, 2, 3, 4, 5, 6], changes: [sixForFive])])
    // Five places a side of amateurs rated alike: a coin toss, and a draw surprises nobody.
    #expect(book.forecasts.first?.chanceA == 0.5)
    for id in 1...11 {
      #expect(book.ratings[id]?.mean == 25, "player \(id)")
      #expect(book.games(of: id) == 1, "player \(id)")
    }
    // The two who shared a place learned half a match each: less sure than a full match.
    let full = book.ratings[1]!.deviation
    #expect(book.ratings[5]!.deviation == book.ratings[6]!.deviation)
    #expect(book.ratings[5]!.deviation > full)
    #expect(full < 4)
  }

  @Test func aSixthPlayerWhoNeverReplacedAnyoneStillMakesTheTeamStronger() {
    // Six on Team A for the whole match (no substitution): a draw costs the favourites.
    let book = RatingBook(gathers: [gather(0, 0, teamA: [1, 2, 3, 4, 5, 6])])
    #expect(book.forecasts.first!.chanceA > 0.5)
    #expect(book.ratings[1]!.mean < 25)
    #expect(book.ratings[7]!.mean > 25)
  }

  @Test func playersWhoSharedAPlaceGainLessFromAWinThanThoseWhoPlayedItAll() {
    let book = RatingBook(gathers: [gather(1, 0, teamA: [1, 2, 3, 4, 5, 6], changes: [sixForFive])])
    let (whole, half) = (book.ratings[1]!.mean - 25, book.ratings[5]!.mean - 25)
    #expect(half > 0)
    #expect(half < whole)
    #expect(book.ratings[6]!.mean == book.ratings[5]!.mean)
    #expect(book.ratings[7]!.mean < 25)
  }

  @Test func aPlaceTakenInTurnsByThreePlayersIsSharedInThirds() {
    // 6 on for 5, 5 back on for 6, then 6 on for 4: two places shared by 4, 5 and 6.
    let changes = [
      sixForFive, LineUpChange(playerID: 5, from: .bench, to: .teamA, replacedID: 6, minute: 40),
      LineUpChange(playerID: 6, from: .bench, to: .teamA, replacedID: 4, minute: 45),
    ]
    let shares = gather(0, 0, teamA: [1, 2, 3, 4, 5, 6], changes: changes).placeShares(of: .teamA)
    #expect(shares[1] == 1)
    for id in [4, 5, 6] { #expect(shares[id] == 2.0 / 3, "player \(id)") }
    #expect(shares.values.reduce(0, +).rounded() == 5)
  }

  @Test func aLatecomerWhoWaitedOnTheBenchThenCameOnSharesThePlace() {
    // `add Fay` puts 6 on the Bench in the 10th minute; `sub 5 6` brings 6 on later.
    let joined = LineUpChange(playerID: 6, from: nil, to: .bench, minute: 10)
    let book = RatingBook(
      gathers: [gather(0, 0, teamA: [1, 2, 3, 4, 5, 6], changes: [joined, sixForFive])])
    #expect(book.forecasts.first?.chanceA == 0.5)
    for id in 1...11 { #expect(book.ratings[id]?.mean == 25, "player \(id)") }
  }

  @Test func aLatecomerWhoJoinedATeamHoldsAPlaceOfTheirOwn() {
    let joined = LineUpChange(playerID: 6, from: nil, to: .teamA, minute: 20)
    let moved = LineUpChange(playerID: 5, from: .teamA, to: .teamB, minute: 25)
    let played = gather(0, 0, teamA: [1, 2, 3, 4, 6], changes: [joined, moved])
    #expect(played.placeShares(of: .teamA) == [1: 1, 2: 1, 3: 1, 4: 1, 6: 1])
    #expect(played.placeShares(of: .teamB)[7] == 1)
  }
}
