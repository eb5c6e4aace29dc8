import Domain
import Testing

@testable import HistoryFeature

@MainActor
struct HistoryPresenterTests {
  let view = SpyHistoryView()
  let router = RecordingHistoryRouter()
  let interactor = StubHistoryInteractor()

  func makePresenter() -> HistoryPresenter {
    HistoryPresenter(
      formatter: HistoryPresenter.Formatter(formatDate: dayFormat), view: view,
      interactor: interactor,
      router: router)
  }

  @Test func pastGathersAreListedNewestFirstWithoutTheUnfinishedOne() async {
    view.expect(.display)
    interactor.expect(.loadPage, .loadScorers)
    await makePresenter().viewDidAppear()
    #expect(
      view.outputs == [
        .display(
          HistoryViewModel(
            title: "History (2 gathers)",
            rows: [
              .init(
                number: "1", date: "day 2", score: "2-1", winner: "Team A",
                summary: "A: Ann  B: Bob  Goals: Ann 3', Bob 7', Team A"),
              .init(
                number: "2", date: "day 1", score: "0-0", winner: "Draw",
                summary: "A: Ann, Cy  B: Bob  Goals: none"),
            ],
            emptyMessage: nil, topScorers: "Top scorers: Ann 1, Bob 1"))
      ])
  }

  @Test func aCorrectionNamingAPlayerOfTheOtherTeamSaysToTypeOg() async {
    view.expect(.display, .displayError)
    interactor.expect(.loadPage, .loadScorers)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    await presenter.didRequestEdit(at: 1, correction: .goal(.teamB, player: 1, ownGoal: false))
    #expect(
      view.outputs.dropFirst() == [.error("Ann did not play for Team B; type 'og' for an own goal")]
    )
  }

  @Test func teamsTheBackendDoesNotKnowAreListedAsUnknown() {
    let formatter = HistoryPresenter.Formatter(formatDate: dayFormat)
    var partly = Gather.ended(1, score: Score(), teamA: [.ann], teamB: [])
    partly.players.append(GatherPlayer(player: .bob, team: nil))
    #expect(formatter.summary(of: partly) == "A: Ann  B: -  Team unknown: Bob  Goals: none")
    var unknown = Gather.ended(2, score: Score(teamA: 1, teamB: 0), teamA: [], teamB: [])
    unknown.players = [GatherPlayer(player: .ann, team: nil), GatherPlayer(player: .cy, team: nil)]
    unknown.goals = [Goal(team: .teamA, scorerID: 1)]
    #expect(formatter.summary(of: unknown) == "Team unknown: Ann, Cy  Goals: Ann")
    let empty = Gather.ended(3, score: Score(), teamA: [], teamB: [])
    #expect(formatter.summary(of: empty) == "A: -  B: -  Goals: none")
  }

  @Test func noHistorySaysHowToStartAGather() async {
    view.expect(.display)
    interactor.expect(.loadPage, .loadScorers)
    interactor.history = MatchHistory(gathers: [], players: [])
    await makePresenter().viewDidAppear()
    guard case .display(let model) = view.outputs.first else { return #expect(Bool(false)) }
    #expect(model.emptyMessage?.hasPrefix("No gathers yet.") == true)
  }

  @Test func oneGatherInDetailHasLineUpsAndScorers() async {
    view.expect(.display, .displayDetail)
    interactor.expect(.loadPage, .loadScorers)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    await presenter.didSelectGather(at: 0)
    #expect(
      view.outputs.last
        == .detail(
          HistoryDetailViewModel(
            title: "Gather of day 2 (ended day 2)",
            lines: [
              "Score: Team A 2-1 Team B, winner: Team A", "Team A: Ann", "Team B: Bob", "Goals:",
              "  3' Team A, Ann", "  7' Team B, Bob", "  -- Team A",
            ])))
  }

  @Test func deletingAsksFirstThenListsTheRest() async {
    view.expect(.display, .askConfirmation, .displayMessage)
    interactor.expect(.loadPage, .loadScorers, .delete)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    view.confirmationAnswers = [false, true]
    await presenter.didRequestDelete(at: 1)
    await presenter.didRequestDelete(at: 1)
    #expect(interactor.deleted.count == 1)
    #expect(
      Array(view.outputs.dropFirst()) == [
        .confirmation("Delete the gather of day 1 (0-0)?"), .message("Kept the gather of day 1."),
        .confirmation("Delete the gather of day 1 (0-0)?"),
        .message("Deleted the gather of day 1."),
        .display(
          HistoryViewModel(
            title: "History (1 gather)",
            rows: [
              .init(
                number: "1", date: "day 2", score: "2-1", winner: "Team A",
                summary: "A: Ann  B: Bob  Goals: Ann 3', Bob 7', Team A")
            ],
            emptyMessage: nil, topScorers: "Top scorers: Ann 1, Bob 1")),
      ])
  }

  @Test func recordsCountPlayedWonDrawnLostAndGoalsForEveryPlayer() async {
    view.expect(.display, .displayRecords)
    interactor.expect(.loadPage, .loadScorers, .loadHistory)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    await presenter.didRequestRecords(order: nil, since: nil)
    #expect(
      view.outputs.last
        == .records(
          HistoryRecordsViewModel(
            title: "Player records (2 gathers)",
            rows: [
              ["Ann", "2", "1", "1", "0", "1"], ["Bob", "2", "0", "1", "1", "1"],
              ["Cy", "1", "0", "1", "0", "0"],
            ], total: 3)))
  }

  @Test func recordsLeaveOutPlayersWhoHaveNotPlayedAndSaySo() async {
    view.expect(.display, .displayRecords)
    interactor.expect(.loadPage, .loadScorers, .loadHistory)
    let presenter = makePresenter()
    interactor.history = MatchHistory(
      gathers: MatchHistory.fixture.gathers,
      players: [.cy, .bob, .ann, Player(id: 4, name: "Dee"), Player(id: 5, name: "Eve")])
    await presenter.viewDidAppear()
    await presenter.didRequestRecords(order: nil, since: nil)
    guard case .records(let model) = view.outputs.last else {
      Issue.record("no records were shown")
      return
    }
    #expect(model.title == "Player records (2 gathers; 2 who have not played are not listed)")
    #expect(model.rows.map { $0[0] } == ["Ann", "Bob", "Cy"])
  }

  @Test func recordsSortByGoalsWonPlayedOrNameAndTheListNamesTheTopScorers() async {
    view.expect(.display, .displayRecords)
    interactor.expect(.loadPage, .loadScorers, .loadHistory)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    if case .display(let list) = view.outputs.last {
      #expect(list.topScorers == "Top scorers: Ann 1, Bob 1")
    } else {
      Issue.record("the list was not shown")
    }
    let names = { () -> [String] in
      if case .records(let model) = self.view.outputs.last { return model.rows.map { $0[0] } }
      return []
    }
    await presenter.didRequestRecords(order: .played, since: nil)
    #expect(names() == ["Ann", "Bob", "Cy"])
    await presenter.didRequestRecords(order: .won, since: nil)
    #expect(names() == ["Ann", "Bob", "Cy"])
    await presenter.didRequestRecords(order: .name, since: nil)
    #expect(names() == ["Ann", "Bob", "Cy"])
    if case .records(let model) = view.outputs.last {
      #expect(model.title == "Player records (2 gathers, by name)")
    }
  }

  @Test func failuresAreOneErrorLine() async {
    view.expect(.display, .displayError, .askConfirmation)
    interactor.expect(.loadPage, .loadScorers, .delete)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    await presenter.didSelectGather(at: 5)
    interactor.failure = .storage("disk full")
    view.confirmationAnswers = [true]
    await presenter.didRequestDelete(at: 0)
    await presenter.viewDidAppear()
    #expect(
      view.outputs.filter { if case .error = $0 { true } else { false } } == [
        .error("there is no gather 6; choose a number from 1 to 2"),
        .error("could not delete the gather of day 2: storage failed: disk full"),
        .error("could not load the history: storage failed: disk full"),
      ])
  }

  @Test func backCloses() async {
    router.expect(.close)
    await makePresenter().didRequestClose()
    #expect(router.closed == 1)
  }

  @Test func attendanceAsksTheRouterForTheAttendanceScreen() async {
    router.expect(.reviewAttendance)
    await makePresenter().didRequestAttendance()
    #expect(router.calls == ["reviewAttendance"])
    #expect(view.outputs.isEmpty)
  }
}
