import BehaviourCatalogue
import Domain
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import GatherFeature

@MainActor
@Suite
struct GatherModuleTests {
  /// The flow that owns the module implements its Router and is kept elsewhere: the
  /// screen on the stack must not keep it alive.
  @Test func theBuiltScreenDoesNotKeepItsRouterAlive() {
    let (released, screen) = ListenerRelease.check(
      { RecordingGatherRouter() },
      holder: { router in
        GatherBuilder(
          console: Console.scripted().0, clock: TestClock(),
          gatherService: FakeGatherService(), playerService: FakePlayerService(),
          resultService: FakeGatherService(), snapshotService: FakeMatchSnapshotService()
        ).build(gather: .fixture, router: router)
      })
    #expect(released)
    #expect(screen.prompt == "gather> ")
  }

  @Test(.tags(.gatherTimerCountsDown, .gatherEveryChangeIsSaved))
  func theBuiltScreenRunsTheTimerOnTheInjectedClock() async throws {
    let clock = TestClock()
    let gathers = FakeGatherService()
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let snapshots = FakeMatchSnapshotService()
    let (console, _, output) = Console.scripted()
    let router = RecordingGatherRouter()
    let screen = GatherBuilder(
      console: console, clock: clock, gatherService: gathers, playerService: FakePlayerService(),
      resultService: gathers,
      snapshotService: snapshots
    ).build(gather: gather, router: router)
    await screen.appear()
    await screen.handle(CommandInput("time 00:03"))
    await screen.handle(CommandInput("start"))
    await clock.waitForSleepers(1)
    output.clear()
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    clock.advance(by: .seconds(1))
    await output.waitUntil(contains: "Time's up!")
    #expect(
      output.lines == [
        "Time left: 00:02", "Time left: 00:01",
        "Time's up! Team A 0-0 Team B. Type 'end' to end the gather.", "",
      ])
    // A goal's save queues behind the last tick's, so afterwards both are stored.
    await screen.handle(CommandInput("goal a 1"))
    #expect(snapshots.current?.timer.remainingMilliseconds == 0)
    #expect(snapshots.current?.goals.count == 1)
    #expect(screen.prompt == "gather> ")
  }

  @Test(.tags(.gatherUnfinishedMatchResumes))
  func aResumedScreenComesBackPausedWhereItWas() async throws {
    let snapshot = MatchSnapshot(
      gatherID: Gather.fixture.id, players: Gather.fixture.players,
      goals: [Goal(team: .teamB, scorerID: Player.cy.id, minute: 2)],
      timer: MatchTimerState(
        plan: .standard, stage: 0, remainingMilliseconds: 431_200, wasRunning: true))
    let (console, _, output) = Console.scripted(["y"])
    let screen = GatherBuilder(
      console: console, clock: TestClock(), gatherService: FakeGatherService(),
      playerService: FakePlayerService(), resultService: FakeGatherService(),
      snapshotService: FakeMatchSnapshotService()
    ).build(resuming: snapshot, router: RecordingGatherRouter())
    await screen.appear()
    #expect(output.lines.first == "Unfinished match found: Team A 0-1 Team B, 07:12 left (paused).")
    #expect(output.lines.contains("Timer: 07:12 paused"))
  }
}
