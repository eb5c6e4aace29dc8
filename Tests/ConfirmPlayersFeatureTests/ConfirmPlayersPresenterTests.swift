import Domain
import Testing

@testable import ConfirmPlayersFeature

@MainActor
struct ConfirmPlayersPresenterTests {
  let view = SpyConfirmPlayersView()
  let interactor = StubConfirmPlayersInteractor()
  let router = RecordingConfirmPlayersRouter()

  func makePresenter(_ players: [Player] = Player.six) -> ConfirmPlayersPresenter {
    ConfirmPlayersPresenter(
      sheet: TeamSheet(players: players), view: view, interactor: interactor, router: router)
  }

  @Test func appearingShowsEveryoneOnTheBenchAndBothTeamsEmpty() async {
    view.expect(.display)
    interactor.expect(.ratings)
    await makePresenter([.ann, .cy]).viewDidAppear()
    #expect(
      view.outputs == [
        .display(
          ConfirmPlayersViewModel(
            title: "Confirm players (2 selected)",
            sections: [
              .init(
                title: "Bench (2)",
                rows: [
                  .init(number: "1", name: "Ann", position: "GK", skill: "Amateur"),
                  .init(number: "2", name: "Cy", position: "-", skill: "-"),
                ]),
              .init(title: "Team A: 0 players, strength 0.0", rows: []),
              .init(title: "Team B: 0 players, strength 0.0", rows: []),
            ]))
      ])
  }

  @Test func movingSaysWhoMovedAndKeepsEveryonesNumber() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.move)
    let presenter = makePresenter()
    await presenter.didRequestMove(rows: [0, 2], to: .teamA)
    #expect(view.outputs.first == .message("Moved Ann, Cy to Team A."))
    let sections = view.lastViewModel?.sections ?? []
    #expect(
      sections.map(\.title) == [
        "Bench (4)", "Team A: 2 players, strength 50.0", "Team B: 0 players, strength 0.0",
      ])
    #expect(sections[0].rows.map(\.number) == ["2", "4", "5", "6"])
    #expect(sections[1].rows.map(\.number) == ["1", "3"])
  }

  @Test func movingInTwoStepsUsesTheNumbersShownAtTheStart() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.move)
    let presenter = makePresenter()
    await presenter.didRequestMove(rows: [0, 1], to: .teamA)
    await presenter.didRequestMove(rows: [2, 3], to: .teamB)
    let sections = view.lastViewModel?.sections ?? []
    #expect(sections[1].rows.map(\.name) == ["Ann", "Bob"])
    #expect(sections[2].rows.map(\.name) == ["Cy", "Dee"])
  }

  @Test func swapExchangesSidesAndRefusesTwoOfTheSameSide() async {
    view.expect(.displayMessage, .display, .displayError)
    interactor.expect(.move)
    let presenter = makePresenter()
    await presenter.didRequestMove(rows: [0], to: .teamA)
    await presenter.didRequestMove(rows: [1], to: .teamB)
    await presenter.didRequestSwap(rows: [0, 1])
    #expect(view.outputs.contains(.message("Swapped Ann (now Team B) and Bob (now Team A).")))
    #expect(view.lastViewModel?.sections[1].rows.map(\.name) == ["Bob"])
    await presenter.didRequestSwap(rows: [2, 3])
    #expect(
      view.outputs.last
        == .error("Cy, Dee are on the same side; swap two players of different sides"))
  }

  @Test func balancingSplitsEveryoneEvenlyWithTheKeepersApart() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.balance)
    let presenter = makePresenter()
    await presenter.didRequestBalance(seed: 3)
    #expect(
      view.outputs.first
        == .message("Balanced with seed 3 (type 'balance 3' for this split again)."))
    let sections = view.lastViewModel?.sections ?? []
    #expect(
      sections.map(\.title) == [
        "Bench (0)", "Team A: 3 players, strength 75.0", "Team B: 3 players, strength 75.0",
      ])
    #expect(sections[1].rows.filter { $0.position == "GK" }.count == 1)
  }

  @Test func withAnOddNumberBalancingSaysWhichTeamHasTheExtraPlayerAndWhy() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.balance)
    // Ann 25 (GK), Bob 30, Cy 25, Dee 20, Eve 30 (GK), keepers apart: Ann, Cy and Dee (70)
    // against Eve and Bob (60) is the closest, so the three go with the weaker keeper.
    let presenter = makePresenter([.ann, .bob, .cy, .dee, .eve])
    await presenter.didRequestBalance(seed: 3)
    let messages = view.outputs.compactMap { if case .message(let text) = $0 { text } else { nil } }
    let sections = view.lastViewModel?.sections ?? []
    let larger = sections[1].rows.count == 3 ? "Team A" : "Team B"
    #expect(sections.map { $0.rows.count }.sorted() == [0, 2, 3])
    #expect(
      messages.last
        == "\(larger) has the extra player (3 v 2): the split closest in strength that the rules "
        + "allow (Team A \(larger == "Team A" ? "70.0" : "60.0"), "
        + "Team B \(larger == "Team B" ? "70.0" : "60.0")).")
    #expect(
      view.lastViewModel?.chances
        == (larger == "Team A"
          ? "Chances: Team A 66 % – Team B 34 %" : "Chances: Team A 34 % – Team B 66 %"))
  }

  @Test func rulesAreListedAfterEachChangeAndCanBeCleared() async {
    view.expect(.displayLines, .displayError, .displayMessage)
    interactor.expect(.adding)
    let presenter = makePresenter()
    await presenter.didRequestTogether(rows: [0, 1])
    await presenter.didRequestPin(row: 4, to: .teamB)
    await presenter.didRequestApart(rows: [0])
    await presenter.didRequestClearRules()
    await presenter.didRequestRules()
    #expect(
      view.outputs == [
        .message("Rules for 'balance':\n  keep together: Ann, Bob"),
        .message("Rules for 'balance':\n  keep together: Ann, Bob\n  pin: Eve to Team B"),
        .error("name exactly two players to keep apart, e.g. 'apart 1 2'"),
        .message("Rules cleared: 'balance' now only evens out the teams."),
        .message("No rules. Add one with 'together N N', 'apart N N' or 'pin N a|b'."),
      ])
  }

  @Test func balancingHonoursTheRules() async {
    view.expect(.displayLines, .displayMessage, .display)
    interactor.expect(.adding, .balance)
    let presenter = makePresenter()
    await presenter.didRequestPin(row: 0, to: .teamB)
    await presenter.didRequestBalance(seed: 1)
    #expect(view.lastViewModel?.sections[2].rows.map(\.name).contains("Ann") == true)
  }

  @Test func rulesNoSplitCanKeepAreOneError() async {
    view.expect(.displayLines, .displayError)
    interactor.expect(.adding, .balance)
    let presenter = makePresenter()
    await presenter.didRequestTogether(rows: [0, 1, 2, 3, 4])
    await presenter.didRequestBalance(seed: 1)
    #expect(
      view.outputs.last
        == .error(
          "no split keeps every rule (together, apart, pin); type 'rules' to see them "
            + "and 'clear' to remove them"))
  }

  @Test func startingWithAnEmptyTeamSaysWhyAndGoesNowhere() async {
    view.expect(.displayMessage, .display, .displayError)
    interactor.expect(.move)
    let presenter = makePresenter()
    await presenter.didRequestMove(rows: [0], to: .teamA)
    await presenter.didRequestStart()
    #expect(
      view.outputs.last
        == .error("Team B has no players; type 'balance' or move players with 'a N' and 'b N'"))
    #expect(router.gathers.isEmpty)
  }

  @Test func startingCreatesTheGatherAndShowsIt() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.move, .unfinishedMatch, .startGather)
    router.expect(.startMatch)
    let presenter = makePresenter()
    await presenter.didRequestMove(rows: [0, 1], to: .teamA)
    await presenter.didRequestMove(rows: [2], to: .teamB)
    await presenter.didRequestStart()
    #expect(
      view.outputs.last
        == .message("Gather started: Team A (2) v Team B (1); 3 on the bench sit this one out."))
    // The three left on the Bench sat this one out: the gather keeps them there.
    #expect(router.gathers.map(\.players.count) == [6])
    #expect(router.gathers.first?.players.filter { $0.team == .bench }.count == 3)
    #expect(interactor.started.count == 1)
  }

  @Test func aFailedStartSaysWhatWentWrong() async {
    view.expect(.displayMessage, .display, .displayError)
    interactor.expect(.balance, .unfinishedMatch, .startGather)
    let presenter = makePresenter()
    await presenter.didRequestBalance(seed: 1)
    interactor.startFailure = .network("timed out")
    await presenter.didRequestStart()
    #expect(
      view.outputs.last
        == .error("could not start the gather: the server request failed: timed out"))
    #expect(router.gathers.isEmpty)
  }
}
