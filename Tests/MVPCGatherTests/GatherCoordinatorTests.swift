import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPCGather

/// Records what the coordinator tells the coordinator that started it.
@MainActor
final class RecordingParent: GatherCoordinatorDelegate {
  private(set) var events: [String] = []

  func gatherCoordinator(didEnd gather: Gather) async {
    events.append("ended \(gather.score.map { "\($0)" } ?? "-")")
  }

  func gatherCoordinatorDidLeave() async { events.append("left") }
}

/// The coordinator makes the match screen and is the only one that navigates from it.
@MainActor
@Suite
struct GatherCoordinatorTests {
  let services = MatchServices()
  let parent = RecordingParent()

  func makeCoordinator(_ console: Console) -> GatherCoordinator {
    GatherCoordinator(
      console: console, clock: TestClock(), gatherService: services.gathers,
      playerService: FakePlayerService(), resultService: services.gathers,
      snapshotService: services.snapshots, parent: parent)
  }

  @Test(.tags(.gatherListsTwentyFiveATeam)) func startMakesTheMatchScreenWhichShowsTheMatch() async
  {
    let (console, _, output) = Console.scripted()
    let screen = makeCoordinator(console).start(gather: .fixture)
    await screen.appear()
    #expect(screen.prompt == "gather> ")
    #expect(output.lines.contains("Gather: Team A 0-0 Team B"))
    #expect(parent.events.isEmpty)
  }

  @Test(.tags(.gatherEndSavesTheResult)) func anEndedGatherGoesToTheParentThroughTheCoordinator()
    async throws
  {
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let (console, _, _) = Console.scripted(["y"])
    let coordinator = makeCoordinator(console)
    let screen = coordinator.start(gather: gather)
    await screen.appear()
    await screen.handle(CommandInput("goal b 3"))
    await screen.handle(CommandInput("end"))
    #expect(parent.events == ["ended 0-1"])
  }

  @Test(.tags(.gatherBackAsksWhileRunning, .gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func leavingAndAResumedMatchKeptGoBackThroughTheCoordinator() async {
    let (console, _, output) = Console.scripted(["y", "n", "n"])
    let coordinator = makeCoordinator(console)
    let screen = coordinator.start(gather: .fixture)
    await screen.appear()
    #expect(await screen.goBack() == .stay)
    let resumed = coordinator.start(resuming: Match(gather: .fixture).snapshot(at: .zero))
    await resumed.appear()
    #expect(parent.events == ["left", "left"])
    #expect(
      output.lines.contains(
        "Kept the unfinished match; 'resume' on the player list offers it again."))
  }

  @Test(.tags(.gatherBackAsksWhileRunning)) func withoutItsCoordinatorTheScreenNavigatesNowhere()
    async
  {
    let (console, _, output) = Console.scripted(["y"])
    var coordinator: GatherCoordinator? = makeCoordinator(console)
    let screen = coordinator?.start(gather: .fixture)
    weak let released = coordinator
    coordinator = nil
    #expect(released == nil)
    _ = await screen?.goBack()
    #expect(parent.events.isEmpty)
    #expect(output.lines.contains("Left the gather with the timer paused."))
  }
}
