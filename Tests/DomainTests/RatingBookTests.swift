import Domain
import Foundation
import Testing

/// The ratings replayed from a history: the same history gives the same ratings to the
/// last digit, and a change to the history shows the next time the book is built.
struct RatingBookTests {
  let players = (1...6).map { Player(id: $0, name: "P\($0)", skill: .amateur) }
  let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// A gather on day `day`: players 1-3 against 4-6 unless told otherwise.
  func gather(
    _ day: Int, _ goalsA: Int, _ goalsB: Int, teamA: [Int] = [1, 2, 3], teamB: [Int] = [4, 5, 6],
    id: UUID = UUID()
  ) -> Gather {
    let date = start.addingTimeInterval(Double(day) * 86_400)
    let place = { (ids: [Int], team: Team) in
      ids.map { GatherPlayer(player: self.players[$0 - 1], team: team) }
    }
    return Gather(
      id: id, createdAt: date, endedAt: date,
      players: place(teamA, .teamA) + place(teamB, .teamB),
      score: Score(teamA: goalsA, teamB: goalsB))
  }

  func league() -> [Gather] {
    [
      gather(0, 3, 1), gather(7, 2, 2, teamA: [1, 4, 5], teamB: [2, 3, 6]), gather(14, 0, 1),
      gather(21, 5, 0, teamA: [1, 2, 6], teamB: [3, 4, 5]), gather(120, 1, 0),
    ]
  }

  @Test func replayingTheSameHistoryGivesTheSameRatingsToTheLastDigit() {
    let history = league()
    let first = RatingBook(gathers: history)
    let second = RatingBook(gathers: history.reversed())
    let shuffled = RatingBook(gathers: [history[3], history[0], history[4], history[2], history[1]])
    #expect(first.ratings == second.ratings)
    #expect(first.ratings == shuffled.ratings)
    #expect(first.history == shuffled.history)
    #expect(first.forecasts == shuffled.forecasts)
    // Bit for bit, not merely close.
    for id in 1...6 {
      #expect(first.ratings[id]?.mean.bitPattern == second.ratings[id]?.mean.bitPattern)
    }
  }

  @Test func eachGatherIsPredictedBeforeTheRatingsLearnFromIt() {
    let book = RatingBook(gathers: league())
    #expect(book.forecasts.count == 5)
    // Nobody has played yet: even teams of amateurs are a coin toss, and all are newcomers.
    #expect(book.forecasts[0].chanceA == 0.5)
    #expect(book.forecasts[0].newcomers == 6)
    #expect(book.forecasts[1].newcomers == 0)
    // The declared skill never learns: every forecast from it is even here.
    #expect(book.forecasts.allSatisfy { $0.declaredChanceA == 0.5 })
    // Learned: gather 4 is no longer a coin toss; after the 1-2-6 side won 5-0, players 1
    // and 2 carry Team A into gather 5 as favourites.
    #expect(book.forecasts[3].chanceA != 0.5)
    #expect(book.forecasts[4].chanceA > 0.52)
    #expect(book.games(of: 1) == 5)
    #expect(book.history[1]?.map(\.result) == [.won, .drawn, .lost, .won, .won])
  }

  @Test func aCorrectedOrDeletedGatherChangesTheRatingsWhenTheBookIsBuiltAgain() {
    let id = UUID()
    var history = league()
    history[2] = gather(14, 0, 1, id: id)
    let original = RatingBook(gathers: history)
    history[2] = gather(14, 4, 1, id: id)
    let corrected = RatingBook(gathers: history)
    #expect(corrected.ratings[1]!.mean > original.ratings[1]!.mean)
    history.remove(at: 2)
    let deleted = RatingBook(gathers: history)
    #expect(deleted.games(of: 1) == 4)
    #expect(deleted.ratings == RatingBook(gathers: history.reversed()).ratings)
  }

  @Test func aLongAbsenceWidensTheUncertaintyGoingIn() {
    let book = RatingBook(gathers: league())
    let entries = book.history[1] ?? []
    // A week between gathers: only τ² is added; 99 days (69 past the grace): 6.9 more.
    let tau = 25.0 / 300
    #expect(abs(entries[1].before.variance - (entries[0].after.variance + tau * tau)) < 1e-9)
    #expect(
      abs(entries[4].before.variance - (entries[3].after.variance + tau * tau + 6.9)) < 1e-9)
  }

  @Test func gathersWithoutKnownTeamsAreLeftOutAndCounted() {
    var unknown = gather(3, 2, 0)
    unknown.players[0].team = nil
    let unfinished = Gather(id: UUID(), players: gather(4, 0, 0).players)
    let book = RatingBook(gathers: league() + [unknown, unfinished])
    #expect(book.leftOut == 1)
    #expect(book.ratings == RatingBook(gathers: league()).ratings)
  }

  @Test func aGuestOrArchivedPlayerIsRatedFromTheGathersTheyPlayed() {
    let guest = Player(id: 9, name: "Guest")
    let pro = Player(id: 10, name: "Pro", skill: .professional)
    let match = Gather(
      id: UUID(), createdAt: start, endedAt: start,
      players: [
        GatherPlayer(player: guest, team: .teamA), GatherPlayer(player: pro, team: .teamB),
      ],
      score: Score(teamA: 1, teamB: 1))
    let book = RatingBook(gathers: [match])
    #expect(book.history[9]?.first?.before == RatingModel.standard.prior(for: nil))
    #expect(book.history[10]?.first?.before.mean == 30)
    // The draw favoured the guest (25 against 30).
    #expect(book.ratings[9]!.mean > 25)
    #expect(book.rating(of: Player(id: 11, name: "New", skill: .beginner)).mean == 20)
  }

  @Test func theChangesOfAGatherAreListedInLineUpOrder() {
    let history = league()
    let book = RatingBook(gathers: history)
    let changes = RatingChange.changes(in: history[0], from: book)
    #expect(changes.map(\.name) == ["P1", "P2", "P3", "P4", "P5", "P6"])
    // 3-1 between even declared amateurs (25 ± 4): a margin weight of 1 + ½·ln 2.
    #expect(changes[0].line() == "P1 25.0 → 25.8 ▲")
    #expect(changes[5].line() == "P6 25.0 → 24.2 ▼")
  }
}
