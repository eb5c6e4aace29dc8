import Domain
import Foundation
import Testing

@testable import RatingsFeature

@MainActor
struct RatingsPresenterTests {
  let view = SpyRatingsView()
  let router = RecordingRatingsRouter()

  func makePresenter(_ interactor: StubRatingsInteractor = StubRatingsInteractor())
    -> RatingsPresenter
  {
    RatingsPresenter(
      formatter: RatingsPresenter.Formatter(formatDate: { _ in "day" }), view: view,
      interactor: interactor, router: router)
  }

  /// A presenter whose screen appeared: it loaded the fixture's ratings once.
  func appearedPresenter() async -> RatingsPresenter {
    let interactor = StubRatingsInteractor()
    interactor.expect(.loadRatings)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    return presenter
  }

  @Test func appearingShowsThePlayersByRatingWithGamesAndUncertainty() async {
    view.expect(.display)
    let interactor = StubRatingsInteractor()
    interactor.expect(.loadRatings)
    await makePresenter(interactor).viewDidAppear()
    let shown = view.lastViewModel
    #expect(shown?.title == "Ratings (4 players)")
    #expect(shown?.notes == ["Learned from 2 gathers; sorted by rating."])
    #expect(shown?.rows.map(\.name) == ["Bob", "Ann", "Cy", "Dee"])
    #expect(shown?.rows.map(\.rating) == ["30.5", "25.5", "22.9", "19.5"])
    #expect(shown?.rows.map(\.uncertainty) == ["±3.9", "±3.9", "±7.5", "±3.9"])
    #expect(shown?.rows.map(\.games) == ["2", "2", "2", "2"])
    #expect(shown?.rows.first?.trend.count == 3)
    #expect(shown?.footer == nil)
  }

  @Test func sortingOrdersByTheChosenColumnAndSaysSo() async {
    view.expect(.display)
    let presenter = await appearedPresenter()
    await presenter.didRequestSort(.name)
    #expect(view.lastViewModel?.rows.map(\.name) == ["Ann", "Bob", "Cy", "Dee"])
    #expect(view.lastViewModel?.notes == ["Learned from 2 gathers; sorted by name."])
    await presenter.didRequestSort(.uncertainty)
    #expect(view.lastViewModel?.rows.first?.name == "Cy")
  }

  @Test func aLongRosterComesFiftyAtATime() async {
    view.expect(.display, .displayMessage)
    let roster = (1...120).map { Player(id: $0, name: "P\($0)") }
    let interactor = StubRatingsInteractor(gathers: [], roster: roster)
    interactor.expect(.loadRatings)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.rows.count == 50)
    #expect(
      view.lastViewModel?.footer
        == "Players 1-50 of 120; 'more' shows the next, 'list A-B' any others.")
    #expect(
      view.lastViewModel?.notes
        == ["No ended gathers yet: everyone is at the rating of their declared skill."])
    await presenter.didRequestMore()
    await presenter.didRequestMore()
    #expect(view.lastViewModel?.rows.map(\.number).first == "101")
    #expect(view.lastViewModel?.footer?.hasPrefix("Players 101-120 of 120") == true)
    await presenter.didRequestMore()
    #expect(
      view.outputs.last
        == .message("That is the end of the list (120 players); 'list' starts again."))
    await presenter.didRequestList(from: 9, through: 11)
    #expect(view.lastViewModel?.rows.map(\.number) == ["10", "11", "12"])
  }

  @Test func showGivesAPlayersRatingGatherByGatherNewestFirst() async {
    view.expect(.display, .displayReport)
    let presenter = await appearedPresenter()
    await presenter.didRequestShow(row: 1)
    let report = view.lastReport
    #expect(report?.title == "Ann: 25.5 ±3.9 after 2 gathers")
    #expect(
      report?.rows == [
        ["day", "A", "2-2", "D", "25.5", "25.5", "0.0"],
        ["day", "A", "3-1", "W", "25.0", "25.5", "+0.5"],
      ])
    #expect(report?.trend.count == 3)
  }

  @Test func checkComparesTheRatingsWithTheDeclaredSkillAndACoin() async {
    view.expect(.display, .displayReport)
    let presenter = await appearedPresenter()
    await presenter.didRequestCheck()
    let report = view.lastReport
    #expect(report?.title == "Ratings check over 2 gathers")
    #expect(report?.columns == ["Predictor", "Accuracy", "Log-loss", "Brier"])
    #expect(report?.rows.map { $0[0] } == ["ratings", "declared skill", "coin"])
    // One decided gather (Ann and Bob, favourites, won): both predictors had it right.
    #expect(report?.rows.map { $0[1] } == ["100 %", "100 %", "50 %"])
    #expect(report?.rows[2][2] == "0.693")
  }

  @Test func gathersWhoseTeamsAreUnknownAreLeftOutAndCounted() async {
    view.expect(.display, .displayMessage)
    var remote = RatingsFixture.first
    remote.players = remote.players.map { GatherPlayer(player: $0.player, team: nil) }
    let interactor = StubRatingsInteractor(gathers: [remote], roster: RatingsFixture.roster)
    interactor.expect(.loadRatings)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    #expect(
      view.lastViewModel?.notes == [
        "No ended gathers yet: everyone is at the rating of their declared skill.",
        "1 gather is left out: the server does not keep its teams (they were started on "
          + "another device).",
      ])
    await presenter.didRequestCheck()
    #expect(
      view.outputs.last.map { if case .message(let text) = $0 { text } else { "" } }?
        .hasPrefix("No ended gathers to check the ratings against yet. 1 gather is left out")
        == true)
  }

  @Test func aFailedLoadIsOneErrorLine() async {
    view.expect(.displayError)
    let interactor = StubRatingsInteractor()
    interactor.expect(.loadRatings)
    interactor.failure = .storage("disk full")
    await makePresenter(interactor).viewDidAppear()
    #expect(view.outputs == [.error("could not load the ratings: storage failed: disk full")])
  }

  @Test func backClosesTheScreen() async {
    router.expect(.close)
    await makePresenter().didRequestClose()
    #expect(router.closes == 1)
  }

  @Test func afterAGatherEachPlayersChangeIsWrittenInLineUpOrder() async {
    view.expect(.displayLines)
    let interactor = StubRatingsInteractor()
    interactor.expect(.changes)
    await RatingChangesPresenter(view: view, interactor: interactor)
      .showChanges(after: RatingsFixture.second)
    #expect(
      view.outputs == [
        .message(
          """
          Ratings after this gather:
            Ann 25.5 → 25.5 =
            Cy 22.8 → 22.9 ▲
            Bob 30.5 → 30.5 =
            Dee 19.5 → 19.5 =
          """)
      ])
  }

  @Test func aGatherLargerThanAScreenfulShowsAScreenfulAndSaysHowManyMore() async {
    view.expect(.displayLines)
    let players = (1...60).map { Player(id: $0, name: "P\($0)", skill: .amateur) }
    let big = RatingsFixture.gather(
      Array(players[..<30]), Array(players[30...]), Score(teamA: 1, teamB: 0), day: 1)
    let interactor = StubRatingsInteractor(gathers: [big], roster: players)
    interactor.expect(.changes)
    await RatingChangesPresenter(view: view, interactor: interactor).showChanges(after: big)
    guard case .message(let text) = view.outputs.first else {
      Issue.record("expected the rating changes as one message, got \(view.outputs)")
      return
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 1 + 50 + 1)
    #expect(lines.first == "Ratings after this gather:")
    #expect(lines.last == "  … and 10 more: 'ratings' on the player list shows every player.")
  }
}
