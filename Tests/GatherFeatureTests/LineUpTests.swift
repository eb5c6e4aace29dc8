import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import GatherFeature

/// The match screen's line-up commands in the VIPER module: the view reads the numbers,
/// the presenter words what the match decided, the interactor saves the change with the
/// match and keeps the line-up with the gather at the end.
@MainActor
@Suite
struct LineUpTests {
  @Test(
    .tags(.gatherLineUpChanges),
    arguments: [
      ("a 3", LineUpRequest.move(number: 3, to: .teamA)),
      ("B 1", .move(number: 1, to: .teamB)),
      ("bench 4", .move(number: 4, to: .bench)),
      ("swap 2 3", .swap(first: 2, second: 3)),
      ("sub 1 4", .substitute(off: 1, on: 4)),
    ])
  func eachCommandBecomesOneRequest(line: String, request: LineUpRequest) async {
    let (console, _, _) = Console.scripted()
    let view = GatherView(console: console)
    let presenter = SpyGatherPresenter()
    presenter.expect(.didRequestLineUp)
    view.display(GatherPresenter.Formatter.viewModel(of: StubGatherInteractor().status))
    await view.handle(CommandInput(line), presenter: presenter)
    #expect(presenter.events == ["didRequestLineUp(\(request))"])
  }

  @Test(.tags(.gatherLineUpChanges, .gatherBadLineUpInputChangesNothing))
  func aSubstitutionSaysWhoCameOnAndShowsTheBench() async throws {
    let view = SpyGatherView()
    let interactor = StubGatherInteractor()
    view.expect(.displayMessage, .display, .displayError)
    interactor.expect(.changeLineUp)
    try interactor.match.timer.start(at: .zero)
    interactor.now = .seconds(130)
    let presenter = GatherPresenter(
      opening: .started, view: view, interactor: interactor, router: RecordingGatherRouter())
    await presenter.didRequestLineUp(.substitute(off: 1, on: 2))
    await presenter.didRequestLineUp(.move(number: 4, to: .bench))
    await presenter.didRequestLineUp(.substitute(off: 1, on: 4))
    #expect(view.outputs.count == 5)
    #expect(
      view.outputs.first
        == .error(
          "Bob already plays for Team A; only a Bench player comes on: "
            + "type 'swap N M' to exchange two players"))
    #expect(view.outputs[1] == .message("Line-up: 3' Dee to the Bench (from Team B)."))
    #expect(view.outputs[3] == .message("Line-up: 3' Dee on for Ann (Team A)."))
    guard case .display(let screen) = view.outputs[2] else {
      Issue.record("no screen after the change: \(view.outputs)")
      return
    }
    #expect(screen.sections.map(\.title) == ["Team A", "Team B", "Bench"])
  }

  @Test(.tags(.gatherLineUpChanges, .gatherEveryChangeIsSaved))
  func theChangeIsSavedAtOnceAndTheGatherKeepsTheLineUpAtTheEnd() async throws {
    let gathers = FakeGatherService()
    let snapshots = FakeMatchSnapshotService()
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let interactor = GatherInteractor(
      match: Match(gather: gather), clock: MatchClock(TestClock()), gatherService: gathers,
      playerService: FakePlayerService(),
      resultService: gathers, snapshots: MatchSnapshotWriter(service: snapshots))
    _ = try await interactor.setScore(Score(teamA: 1, teamB: 0))
    _ = try await interactor.changeLineUp(.move(number: 2, to: .bench))
    _ = try await interactor.changeLineUp(.substitute(off: 1, on: 2))
    #expect(snapshots.current?.players.map(\.team) == [.bench, .teamA, .teamB, .teamB])
    #expect(snapshots.current?.changes.count == 2)
    let ended = try await interactor.endMatch()
    #expect(ended.players.map(\.team) == [.teamA, .teamA, .teamB, .teamB])
    #expect(ended.lineUpChanges == snapshots.saved.last?.changes)
  }
}

/// `add`: the presenter joins a roster player, and asks before a guest joins the roster.
@MainActor
struct LatecomerPresenterTests {
  @Test(.tags(.gatherLatecomersJoin))
  func aRosterPlayerJoinsAndAGuestIsAskedAboutFirst() async {
    let view = SpyGatherView()
    let interactor = StubGatherInteractor()
    view.expect(.displayMessage, .display, .askConfirmation)
    interactor.expect(.findLatecomer, .join)
    let presenter = GatherPresenter(
      opening: .started, view: view, interactor: interactor, router: RecordingGatherRouter())
    await presenter.didRequestLatecomer("eve", to: .teamB)
    await presenter.didRequestLatecomer("Zoë", to: .bench)
    #expect(interactor.calls == ["find eve", "join Eve", "find Zoë"])
    #expect(view.outputs.first == .message("Line-up: Eve joins Team B as number 5."))
    #expect(
      Array(view.outputs.suffix(2)) == [
        .confirmation(
          "Zoë is not on the roster. Add Zoë to the roster as a guest, and to this match?"),
        .message("Nobody was added."),
      ])
  }
}
