import Domain
import Foundation
import Testing

@testable import ConfirmPlayersFeature

/// Who sits out (issue 22, item 6): with more picked than two teams of `size` take, the
/// screen proposes who sits out, keepers last, guests after regulars, whoever sat out least
/// recently first, and the organiser overrides with `a N`, `b N` and `bench N`.
@MainActor
struct ConfirmPlayersSitOutTests {
  let view = SpyConfirmPlayersView()
  let interactor = StubConfirmPlayersInteractor()
  let router = RecordingConfirmPlayersRouter()
  /// A seventh player who never played: a guest.
  static let gil = Player(id: 7, name: "Gil")

  func makePresenter(_ players: [Player] = Player.six) -> ConfirmPlayersPresenter {
    ConfirmPlayersPresenter(
      sheet: TeamSheet(players: players), view: view, interactor: interactor, router: router)
  }

  /// Two ended gathers, newest first: Bob sat out the last one, Cy the one before; Dee
  /// played both, Fay and the keepers one or two.
  static let history = [
    played(a: [.ann, .cy], b: [.dee, .fay], bench: [.bob]),
    played(a: [.ann, .bob], b: [.dee, .eve], bench: [.cy]),
  ]

  static func played(a: [Player], b: [Player], bench: [Player]) -> Gather {
    Gather(
      id: UUID(),
      players: a.map { GatherPlayer(player: $0, team: .teamA) }
        + b.map { GatherPlayer(player: $0, team: .teamB) }
        + bench.map { GatherPlayer(player: $0, team: .bench) }, score: Score(teamA: 1, teamB: 0))
  }

  var messages: [String] {
    view.outputs.compactMap {
      if case .message(let message) = $0 { message } else { nil }
    }
  }
  var benchNames: [String] { view.lastViewModel?.sections[0].rows.map(\.name) ?? [] }
  var titles: [String] { view.lastViewModel?.sections.map(\.title) ?? [] }

  @Test func withNoHistoryTheKeepersPlayAndTheLastNumbersSitOut() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.sitOutOrder)
    let presenter = makePresenter()
    await presenter.didRequestSize(2)
    #expect(
      messages == [
        "2 a side takes 4 of the 6 picked; sitting out: Dee (first gather), Fay (first gather). "
          + "'a N' or 'b N' brings one back, 'bench N' sits one out; 'balance' splits the others."
      ])
    #expect(titles[0] == "Bench (6): 2 sit out, 4 to split")
  }

  @Test func whoeverSatOutLeastRecentlySitsOutFirstAndGuestsAfterRegulars() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.sitOutOrder)
    interactor.history = Self.history
    let presenter = makePresenter(Player.six + [Self.gil])
    // Seven picked, three a side: one sits out. Dee never sat out and played most.
    await presenter.didRequestSize(3)
    #expect(messages.last?.contains("sitting out: Dee (never sat out).") == true)
    // Three sit out at two a side: Dee, Fay (never sat out), then Cy (two gathers ago)
    // before Bob (the last one); Gil, a guest, and the keepers play.
    await presenter.didRequestSize(2)
    #expect(
      messages.last?.hasPrefix(
        "2 a side takes 4 of the 7 picked; sitting out: Cy (sat out 2 gathers ago), "
          + "Dee (never sat out), Fay (never sat out).") == true, "\(messages)")
    // One a side: five sit out; the keepers play, the guest sits out last of the others.
    await presenter.didRequestSize(1)
    #expect(
      messages.last?.hasPrefix(
        "1 a side takes 2 of the 7 picked; sitting out: Bob (sat out last time), "
          + "Cy (sat out 2 gathers ago), Dee (never sat out), Fay (never sat out), "
          + "Gil (first gather).") == true, "\(messages)")
    #expect(benchNames == ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gil"])
  }

  @Test func twoKeepersAreKeptBackAndAThirdTakesATurnLikeAnyoneElse() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.sitOutOrder)
    // Gus and Hal, two more keepers, numbered last: four keepers for two sides.
    let gus = Player(id: 8, name: "Gus", position: .goalkeeper)
    let hal = Player(id: 9, name: "Hal", position: .goalkeeper)
    let presenter = makePresenter(Player.six + [gus, hal])
    // Two a side takes 4 of 8: the last numbers sit out, keepers or not, but two keepers
    // (the two the rest of the rule seats last: Ann and Eve) always play.
    await presenter.didRequestSize(2)
    #expect(
      messages.last?.hasPrefix(
        "2 a side takes 4 of the 8 picked; sitting out: Dee (first gather), "
          + "Fay (first gather), Gus (keeper, first gather), Hal (keeper, first gather).")
        == true, "\(messages)")
    // One a side takes 2 of 8: the two keepers kept back are the two who play.
    await presenter.didRequestSize(1)
    #expect(benchNames.count == 8)
    #expect(titles[0] == "Bench (8): 6 sit out, 2 to split")
    #expect(messages.last?.contains("Ann") == false && messages.last?.contains("Eve") == false)
  }

  @Test func theOrganiserOverridesAndBalanceSplitsOnlyThoseWhoPlay() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.sitOutOrder, .move, .balance, .unfinishedMatch, .startGather)
    router.expect(.showGather)
    interactor.history = Self.history
    let presenter = makePresenter()
    await presenter.didRequestSize(2)  // Dee and Fay
    await presenter.didRequestMove(rows: [3], to: .teamA)  // Dee plays after all
    await presenter.didRequestMove(rows: [1], to: .bench)  // Bob sits out instead
    await presenter.didRequestBalance(seed: 1)
    #expect(benchNames == ["Bob", "Fay"])
    #expect(titles[0] == "Bench (2): 2 sit out")
    #expect(titles[1].hasPrefix("Team A: 2 players"))
    #expect(titles[2].hasPrefix("Team B: 2 players"))
    await presenter.didRequestStart()
    // The gather keeps who sat out, on the Bench.
    let lineUp = interactor.started.last?.lineUp ?? []
    #expect(lineUp.filter { $0.team == .bench }.map(\.player.name) == ["Bob", "Fay"])
    #expect(lineUp.count == 6)
  }

  @Test func aSwapWithAPlayerWhoSitsOutSitsTheOtherOut() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.sitOutOrder, .move, .balance)
    let presenter = makePresenter()
    await presenter.didRequestSize(2)  // Dee and Fay
    await presenter.didRequestMove(rows: [0, 1], to: .teamA)
    await presenter.didRequestMove(rows: [2, 4], to: .teamB)
    await presenter.didRequestSwap(rows: [5, 1])  // Fay plays for Team A, Bob sits out
    await presenter.didRequestBalance(seed: 1)
    #expect(benchNames == ["Bob", "Dee"])
    #expect(titles[0] == "Bench (2): 2 sit out")
  }

  @Test func aPlayerBenchedByHandCountsTowardThoseWhoSitOut() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.move, .sitOutOrder)
    let presenter = makePresenter()
    await presenter.didRequestMove(rows: [0], to: .bench)  // Ann, a keeper, cannot come
    await presenter.didRequestSize(2)
    #expect(
      messages.last?.hasPrefix(
        "2 a side takes 4 of the 6 picked; sitting out: Ann (put on the Bench), Fay (first gather)."
      ) == true, "\(messages)")
  }

  @Test func aNewSizeProposesAfreshAndOffLetsEveryonePlay() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.sitOutOrder)
    let presenter = makePresenter()
    await presenter.didRequestSize(2)
    await presenter.didRequestSize(3)
    #expect(messages.last == "3 a side takes up to 6: the 6 picked can all play.")
    #expect(titles[0] == "Bench (6): 0 sit out, 6 to split")
    await presenter.didRequestSize(2)
    await presenter.didRequestSize(nil)
    #expect(messages.last == "No team size: everyone picked may play ('bench N' sits one out).")
    #expect(titles[0] == "Bench (6)")
  }
}
