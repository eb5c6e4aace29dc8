import Domain
import LineUI
import TestSupport
import Testing

@testable import MVCGather

/// A match left unfinished, offered back: the controller asks, then keeps or forgets it.
@MainActor
@Suite
struct GatherViewControllerLeavingTests {
  let gathers = FakeGatherService()
  let delegate = RecordingDelegate()

  func makeController(
    _ console: Console, snapshot: MatchSnapshot, snapshots: FakeMatchSnapshotService
  )
    -> GatherViewController
  {
    GatherViewController(
      resuming: snapshot, console: console, clock: TestClock(), gatherService: gathers,
      playerService: FakePlayerService(),
      resultService: gathers, snapshotService: snapshots, delegate: delegate)
  }

  @Test func aResumedMatchComesBackPausedWhereItWas() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let snapshot = Match(gather: gather).snapshot(at: .zero)
    let snapshots = FakeMatchSnapshotService(snapshot: snapshot)
    let (console, _, output) = Console.scripted(["y"])
    await makeController(console, snapshot: snapshot, snapshots: snapshots).appear()
    #expect(output.lines.first == "Unfinished match found: Team A 0-0 Team B, 10:00 left (ready).")
    #expect(output.lines.contains("Timer: 10:00 ready"))
    #expect(delegate.events.isEmpty)
  }

  @Test func onlyAnExplicitDiscardForgetsTheMatchAndItsGather() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let snapshot = Match(gather: gather).snapshot(at: .zero)
    let snapshots = FakeMatchSnapshotService(snapshot: snapshot)
    let (console, _, output) = Console.scripted(["n", "", "n", "discard"])
    await makeController(console, snapshot: snapshot, snapshots: snapshots).appear()
    #expect(snapshots.current != nil && gathers.gathers.count == 1)
    await makeController(console, snapshot: snapshot, snapshots: snapshots).appear()
    #expect(snapshots.current == nil && gathers.gathers.isEmpty)
    #expect(
      output.lines.filter { $0.hasPrefix("Kept") || $0.hasPrefix("Discarded") } == [
        "Kept the unfinished match; 'resume' on the player list offers it again.",
        "Discarded the unfinished match.",
      ])
    #expect(delegate.events == ["left", "left"])
  }

  @Test func quitAsksAndTheEndOfInputKeepsTheMatchSilently() async {
    let snapshots = FakeMatchSnapshotService()
    let (console, _, output) = Console.scripted(["n"])
    let controller = GatherViewController(
      gather: .fixture, console: console, clock: TestClock(), gatherService: gathers,
      playerService: FakePlayerService(),
      resultService: gathers, snapshotService: snapshots, delegate: delegate)
    #expect(await controller.shouldQuit(atEndOfInput: false) == false)
    output.clear()
    #expect(await controller.shouldQuit(atEndOfInput: true))
    #expect(output.text.isEmpty)
    #expect(snapshots.current?.timer.remainingMilliseconds == 600_000)
  }
}
