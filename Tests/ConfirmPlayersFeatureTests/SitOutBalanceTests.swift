import Domain
import Foundation
import Testing

@testable import ConfirmPlayersFeature

/// Issue 36, item 1: with someone sitting out (`size 7` with 15 picked, `size 5` with 11),
/// the teams `balance` makes of those who play are as even as when exactly those players
/// are picked and balanced, on the strengths the teams screen shows. Over seeded rosters,
/// rated loosely apart from their declared skill as learned ratings are.
///
/// `SITOUT_FIGURES=1 swift test --filter SitOutBalanceTests` prints each roster's gaps.
@MainActor
struct SitOutBalanceTests {
  /// One seeded roster: `picked` players with ratings, some keepers and positions.
  static func roster(_ seed: UInt64, picked: Int) -> (
    players: [Player], ratings: [Player.ID: Rating]
  ) {
    var random = SeededGenerator(seed: seed &* 7_919 &+ UInt64(picked))
    var players: [Player] = []
    var ratings: [Player.ID: Rating] = [:]
    for id in 1...picked {
      let skill = [nil, Skill.beginner, .amateur, .professional][Int(random.next() % 4)]
      let position = [nil, Position.goalkeeper, .defender, .midfielder, .winger, .striker][
        Int(random.next() % 6)]
      players.append(Player(id: 100 + id, name: "P\(id)", skill: skill, position: position))
      // Most have played (a rating), a few are new (the prior of their skill).
      if random.next() % 5 != 0 {
        ratings[100 + id] = Rating(
          mean: 15 + Double(random.next() % 2_000) / 100,
          deviation: 1 + Double(random.next() % 600) / 100)
      }
    }
    return (players, ratings)
  }

  /// The teams' strengths as the screen shows them, after `steps`, and who sits out.
  func shownGap(
    of players: [Player], ratings: [Player.ID: Rating],
    steps: (ConfirmPlayersPresenter) async -> Void
  ) async -> (gap: Double, sittingOut: [String]) {
    let view = SpyConfirmPlayersView()
    let interactor = StubConfirmPlayersInteractor()
    interactor.knownRatings = ratings
    view.expect(.display, .displayMessage)
    interactor.expect(.ratings, .sitOutOrder, .balance)
    let presenter = ConfirmPlayersPresenter(
      sheet: TeamSheet(players: players), view: view, interactor: interactor,
      router: RecordingConfirmPlayersRouter())
    await presenter.viewDidAppear()
    await steps(presenter)
    let sections = view.lastViewModel?.sections ?? []
    let strengths = sections.dropFirst().map { section in
      Double(section.title.split(separator: " ").last ?? "") ?? .nan
    }
    return (
      abs((strengths.first ?? .nan) - (strengths.last ?? .nan)),
      sections.first?.rows.map(\.name) ?? []
    )
  }

  /// The sit-out split and the split of exactly those who play, for one roster and seed.
  func compare(seed: UInt64, picked: Int, size: Int) async -> (sitOut: Double, exact: Double) {
    let (players, ratings) = Self.roster(seed, picked: picked)
    let withSitOut = await shownGap(of: players, ratings: ratings) { presenter in
      await presenter.didRequestSize(size)
      await presenter.didRequestBalance(seed: seed)
    }
    #expect(withSitOut.sittingOut.count == picked - 2 * size)
    #expect(withSitOut.sittingOut.allSatisfy { $0.hasSuffix(" (sits out)") })
    let out = Set(
      withSitOut.sittingOut.map { $0.replacingOccurrences(of: " (sits out)", with: "") })
    let playing = players.filter { !out.contains($0.name) }
    #expect(playing.count == 2 * size)
    let exact = await shownGap(of: playing, ratings: ratings) { presenter in
      await presenter.didRequestBalance(seed: seed)
    }
    return (withSitOut.gap, exact.gap)
  }

  @Test(arguments: [(picked: 15, size: 7), (picked: 11, size: 5)])
  func theSplitOfThoseWhoPlayIsAsEvenAsBalancingExactlyThem(picked: Int, size: Int) async {
    var figures: [(seed: UInt64, sitOut: Double, exact: Double)] = []
    for seed in UInt64(1)...20 {
      let (sitOut, exact) = await compare(seed: seed, picked: picked, size: size)
      figures.append((seed, sitOut, exact))
    }
    let average = { (values: [Double]) in values.reduce(0, +) / Double(values.count) }
    let sitOutAverage = average(figures.map(\.sitOut))
    let exactAverage = average(figures.map(\.exact))
    let table =
      ["\(picked) picked, \(size) a side: seed, gap with a sit-out, gap of exactly those who play"]
      + figures.map { "\($0.seed) \(Rating.oneDecimal($0.sitOut)) \(Rating.oneDecimal($0.exact))" }
      + [
        "average \(Rating.oneDecimal(sitOutAverage)) \(Rating.oneDecimal(exactAverage))"
      ]
    if ProcessInfo.processInfo.environment["SITOUT_FIGURES"] != nil {
      print(table.joined(separator: "\n"))
    }
    #expect(abs(sitOutAverage - exactAverage) <= 0.5, "\(table.joined(separator: "\n"))")
    #expect(figures.allSatisfy { !$0.sitOut.isNaN && !$0.exact.isNaN })
  }
}
