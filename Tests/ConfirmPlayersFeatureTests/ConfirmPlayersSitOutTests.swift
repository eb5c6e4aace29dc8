import Domain
import Foundation
import Testing

@testable import ConfirmPlayersFeature

/// Who sits out (issue 22, item 6): with more picked than two teams of `size` take, the
/// screen proposes who sits out, keepers last, guests after regulars, whoever played the
/// most of the latest gathers in a row first (issue 36: read from who played, sat out or was
/// not there), and the organiser overrides with `a N`, `b N` and `bench N`; the teams screen
/// marks who sits out, and `size off` lets everyone play.
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

  /// Two ended gathers, newest first: Bob sat out the last one, Cy the one before; Dee and
  /// Ann played both, Cy and Fay only the last one, Eve (a keeper) only the one before.
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
  /// The Bench's rows: "Fay (sits out)" for those who sit out.
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

  @Test func whoeverPlayedMostInARowSitsOutFirstAndGuestsAfterRegulars() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.sitOutOrder)
    interactor.history = Self.history
    let presenter = makePresenter(Player.six + [Self.gil])
    // Seven picked, three a side: one sits out. Dee played both gathers.
    await presenter.didRequestSize(3)
    #expect(messages.last?.contains("sitting out: Dee (played the last 2).") == true)
    // Three sit out at two a side: Dee, then Cy and Fay (who played the last one; Fay
    // never sat out, Cy did two gathers ago) before Bob (who sat out the last one); Gil, a
    // guest, and the keepers play.
    await presenter.didRequestSize(2)
    #expect(
      messages.last?.hasPrefix(
        "2 a side takes 4 of the 7 picked; sitting out: Cy (played last time), "
          + "Dee (played the last 2), Fay (played last time).") == true, "\(messages)")
    // One a side: five sit out; the keepers play, the guest sits out last of the others.
    await presenter.didRequestSize(1)
    #expect(
      messages.last?.hasPrefix(
        "1 a side takes 2 of the 7 picked; sitting out: Bob (sat out last time), "
          + "Cy (played last time), Dee (played the last 2), Fay (played last time), "
          + "Gil (first gather).") == true, "\(messages)")
    #expect(
      benchNames == [
        "Ann", "Bob (sits out)", "Cy (sits out)", "Dee (sits out)", "Eve", "Fay (sits out)",
        "Gil (sits out)",
      ])
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
    router.expect(.startMatch)
    interactor.history = Self.history
    let presenter = makePresenter()
    await presenter.didRequestSize(2)  // Dee and Fay
    await presenter.didRequestMove(rows: [3], to: .teamA)  // Dee plays after all
    await presenter.didRequestMove(rows: [1], to: .bench)  // Bob sits out instead
    await presenter.didRequestBalance(seed: 1)
    #expect(benchNames == ["Bob (sits out)", "Fay (sits out)"])
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
    #expect(benchNames == ["Bob (sits out)", "Dee (sits out)"])
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
    #expect(
      messages.last == "No team size: everyone picked plays, Dee, Fay too ('bench N' sits one out)."
    )
    #expect(titles[0] == "Bench (6)")
    #expect(!benchNames.contains { $0.hasSuffix("(sits out)") })
  }

  /// Issue 36: `bench N` sits a player out, and `size off` undoes it too, so a `balance`
  /// after it splits everyone.
  @Test func sizeOffAlsoBringsBackThoseBenchedByHand() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.move, .sitOutOrder, .balance)
    let presenter = makePresenter()
    await presenter.didRequestMove(rows: [1], to: .bench)  // Bob
    #expect(benchNames.contains("Bob (sits out)"))
    await presenter.didRequestSize(nil)
    #expect(
      messages.last == "No team size: everyone picked plays, Bob too ('bench N' sits one out).")
    await presenter.didRequestBalance(seed: 1)
    #expect(benchNames.isEmpty)
    #expect(titles[1].hasPrefix("Team A: 3 players") && titles[2].hasPrefix("Team B: 3 players"))
  }
}
