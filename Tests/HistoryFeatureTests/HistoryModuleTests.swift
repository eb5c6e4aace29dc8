import Domain
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import HistoryFeature

@MainActor
struct HistoryModuleTests {
  @Test func theInteractorLoadsAPageOrEveryEndedGatherWithTheRosterAndDeletes() async throws {
    let gathers = FakeGatherService(
      gathers: MatchHistory.fixture.gathers.reversed() + [.ended(3, score: nil)])
    let players = FakePlayerService(players: [.ann, .bob, .cy])
    let interactor = HistoryInteractor(
      gatherService: gathers, playerService: players, resultService: gathers,
      files: InMemoryTextFiles(), codec: ListingHistoryCodec())
    let history = try await interactor.loadHistory()
    #expect(history.gathers.map(\.score) == [Score(teamA: 2, teamB: 1), Score()])
    let page = try await interactor.loadPage(at: 1..<5)
    #expect(page.total == 2)
    #expect(page.gathers.map(\.score) == [Score()])
    #expect(try await interactor.loadScorers().map(\.name) == ["Ann", "Bob"])
    try await interactor.delete(history.gathers[0])
    #expect(try await interactor.loadPage(at: 0..<20).total == 1)
    #expect(gathers.gathers.count == 2)
  }

  /// The flow that owns the module implements its Router and is kept elsewhere: the
  /// screen on the stack must not keep it alive.
  @Test func theBuiltScreenDoesNotKeepItsRouterAlive() {
    let gathers = FakeGatherService()
    let (released, screen) = ListenerRelease.check(
      { RecordingHistoryRouter() },
      holder: { router in
        HistoryBuilder(
          console: Console.scripted().0, gatherService: gathers,
          playerService: FakePlayerService(), resultService: gathers, files: InMemoryTextFiles(),
          codec: ListingHistoryCodec(), formatDate: dayFormat
        ).build(router: router)
      })
    #expect(released)
    #expect(screen.prompt == "history> ")
  }

  @Test func theBuiltScreenListsTheStoredGathers() async {
    let (console, _, output) = Console.scripted()
    let gathers = FakeGatherService(gathers: [.ended(1, score: Score())])
    let screen = HistoryBuilder(
      console: console, gatherService: gathers,
      playerService: FakePlayerService(players: [.ann]), resultService: gathers,
      files: InMemoryTextFiles(), codec: ListingHistoryCodec(),
      formatDate: dayFormat
    ).build(router: RecordingHistoryRouter())
    await screen.appear()
    #expect(screen.prompt == "history> ")
    #expect(output.lines.contains("  1  day 1  0-0    Draw"))
  }
}
