import BehaviourCatalogue
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

  @Test(.tags(.gatherUnfinishedMatchResumes))
  func aResumedMatchComesBackPausedWhereItWas() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let snapshot = Match(gather: gather).snapshot(at: .zero)
    let snapshots = FakeMatchSnapshotService(snapshot: snapshot)
    let (console, _, output) = Console.scripted(["y"])
    await makeController(console, snapshot: snapshot, snapshots: snapshots).appear()
    #expect(output.lines.first == "Unfinished match found: Team A 0-0 Team B, 10:00 left (ready).")
    #expect(output.lines.contains("Timer: 10:00 ready"))
    #expect(delegate.events.isEmpty)
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func onlyAnExplicitDiscardForgetsTheMatchAndItsGather() async throws {
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

  @Test(.tags(.gatherQuitAsksFirst))
  func quitAsksAndTheEndOfInputKeepsTheMatchSilently() async {
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

  @Test(.tags(.gatherLeftMatchGoesOn))
  func aMatchLeftRunningGoesOnAndSaysWhatPassedWhenOfferedBack() async throws {
    let left = try await GatherHarness.appeared(["y"])
    await left.type("halves 2x1 break 1", "start")
    await left.play(50, until: "Time left: 00:10")
    await left.type("goal a 1")
    #expect(await left.controller.goBack() == .stay)
    #expect(
      left.said().last
        == "Left the gather with the timer running (00:10 left in the first half); it runs on. "
        + "'resume' on the player list or your next login says what passed.")
    #expect(left.delegate.events == ["left"])
    let snapshot = try #require(left.services.snapshots.current)
    left.services.clock.advance(by: .seconds(80))
    let (console, _, output) = Console.scripted(["y"])
    let back = GatherViewController(
      resuming: snapshot, console: console, clock: left.services.clock,
      gatherService: left.services.gathers, playerService: FakePlayerService(),
      resultService: left.services.gathers, snapshotService: left.services.snapshots,
      delegate: delegate)
    await back.appear()
    #expect(
      Array(output.lines.prefix(7)) == [
        "Unfinished match found: Team A 1-0 Team B, 01:00 left (paused (second half; 2 x 01:00, "
          + "break 01:00)).",
        "The timer ran on while the match screen was closed: 01:20 passed.",
        "End of the first half: Team A 1-0 Team B.", "Break: 01:00.", "The break is over.",
        "Type 'start' to kick off the second half.", "Resume it? [y/n] y",
      ])
    #expect(back.match.score == Score(teamA: 1, teamB: 0))
  }

  @Test(.tags(.gatherLeftPausedMatchComesBackAsItWas))
  func aMatchLeftPausedComesBackAsItWas() async throws {
    let left = try await GatherHarness.appeared(["y"])
    await left.type("start")
    await left.play(60, until: "Time left: 09:00")
    await left.type("pause")
    #expect(await left.controller.goBack() == .stay)
    #expect(left.said().last == "Left the gather with the timer paused.")
    let snapshot = try #require(left.services.snapshots.current)
    left.services.clock.advance(by: .seconds(600))
    let (console, _, output) = Console.scripted(["y"])
    await GatherViewController(
      resuming: snapshot, console: console, clock: left.services.clock,
      gatherService: left.services.gathers, playerService: FakePlayerService(),
      resultService: left.services.gathers, snapshotService: left.services.snapshots,
      delegate: delegate
    ).appear()
    #expect(
      Array(output.lines.prefix(2)) == [
        "Unfinished match found: Team A 0-0 Team B, 09:00 left (paused).", "Resume it? [y/n] y",
      ])
    #expect(output.lines.contains("Timer: 09:00 paused"))
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func aDiscardTheServiceRefusesSaysSoAndKeepsNothingBack() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let snapshot = Match(gather: gather).snapshot(at: .zero)
    let snapshots = FakeMatchSnapshotService(snapshot: snapshot)
    snapshots.setFailure(.storage("read-only"))
    let (console, _, output) = Console.scripted(["n", "discard"])
    await makeController(console, snapshot: snapshot, snapshots: snapshots).appear()
    #expect(output.lines.contains("error: could not discard the match: storage failed: read-only"))
    #expect(delegate.events == ["left"])
  }
}
