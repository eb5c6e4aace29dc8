import BehaviourCatalogue
import Domain
import LineUI
import Synchronization
import TestSupport
import Testing

/// The timer as it reaches the saved match, read back from the snapshot service after every
/// line (not inferred from what the screen printed): setting the time or halves, starting,
/// pausing, resuming and stopping are each saved by the line that made them, with the plan,
/// the stage, the time left and the time played, in every pattern. A time one second off,
/// or a change the screen shows but never saves, differs here at its line. The script waits
/// for "Time left: 02:0", not "02:00", so a time one second off fails here instead of
/// waiting for ever for a line it never prints.
@MainActor
@Suite
struct GatherTimerSaveBehaviourTests {
  @Test(.tags(.gatherEveryChangeIsSaved), arguments: Pattern.allCases)
  func everyTimerChangeReachesTheSavedMatchAtTheLineThatMadeIt(pattern: Pattern) async throws {
    let saved = try await Self.timerSaves(
      of: pattern,
      TimedScript.lines("time 3", "start")
        + [.advance(.seconds(60), until: "Time left: 02:0")]
        + TimedScript.lines("pause", "time 2:30", "resume")
        + [.advance(.seconds(60), until: "Time left: 01:3")]
        + TimedScript.lines("stop", "halves 2x1:30 break 0:30", "keep", "start")
        + [.advance(.seconds(30), until: "Time left: 01:00")]
        + TimedScript.lines("timer", "timer", "stop"))
    #expect(saved == Self.timerSaves, "\(pattern.testDescription) saved the timer differently")
  }

  static let timerSaves = """
    time 3 -> 1 x 180 s, break 0 s; stage 0, 180000 ms left, paused; played 0 ms
    start -> 1 x 180 s, break 0 s; stage 0, 180000 ms left, running; played 0 ms
    pause -> 1 x 180 s, break 0 s; stage 0, 120000 ms left, paused; played 0 ms
    time 2:30 -> 1 x 150 s, break 0 s; stage 0, 150000 ms left, paused; played 60000 ms
    resume -> 1 x 150 s, break 0 s; stage 0, 150000 ms left, running; played 60000 ms
    stop -> 1 x 150 s, break 0 s; stage 0, 150000 ms left, paused; played 120000 ms
    halves 2x1:30 break 0:30 -> 1 x 150 s, break 0 s; stage 0, 150000 ms left, paused; played 120000 ms
    keep -> 2 x 90 s, break 30 s; stage 0, 90000 ms left, paused; played 120000 ms
    start -> 2 x 90 s, break 30 s; stage 0, 90000 ms left, running; played 120000 ms
    timer -> 2 x 90 s, break 30 s; stage 0, 60000 ms left, paused; played 120000 ms
    timer -> 2 x 90 s, break 30 s; stage 0, 60000 ms left, running; played 120000 ms
    stop -> 2 x 90 s, break 30 s; stage 0, 90000 ms left, paused; played 150000 ms

    """

  /// Plays `steps` on `pattern`'s match screen (the line-up of `GatherSession`) and returns
  /// the timer as the snapshot service holds it after each line.
  static func timerSaves(of pattern: Pattern, _ steps: [TimedScript.Step]) async throws
    -> String
  {
    let clock = TestClock()
    let output = RecordingOutput()
    let gathers = FakeGatherService()
    let gather = try await gathers.createGather(
      players: GatherSession.lineUp, teamNames: .standard)
    let snapshots = FakeMatchSnapshotService()
    let log = TimerSaveLog()
    let script = log.reading(snapshots, after: steps)
    let console = Console(input: TimedScript(script, clock: clock, output: output), output: output)
    let stack = ScreenStack(console: console)
    let parent = GatherParent(console: console, stack: stack)
    let services = GatherServices(
      console: console, clock: clock, gathers: gathers, snapshots: snapshots,
      players: FakePlayerService(players: GatherSession.lineUp.map(\.player)))
    await stack.push(ListStandIn(console: console))
    await stack.push(
      GatherScreens.screen(pattern, .started(gather), services: services, parent: parent))
    await stack.run()
    return log.text
  }
}

/// The saved match's timer after each line of a script, read from the snapshot service.
final class TimerSaveLog: Sendable {
  private let entries = Mutex<[String]>([])

  /// `steps` with a reading of `snapshots` after every line.
  func reading(_ snapshots: FakeMatchSnapshotService, after steps: [TimedScript.Step])
    -> [TimedScript.Step]
  {
    steps.flatMap { step -> [TimedScript.Step] in
      guard case .line(let line) = step else { return [step] }
      return [
        step,
        .run { [self] in
          let saved = snapshots.current.map { Self.describe($0.timer) } ?? "nothing"
          entries.withLock { $0.append("\(line) -> \(saved)") }
        },
      ]
    }
  }

  var text: String { entries.withLock { $0 }.joined(separator: "\n") + "\n" }

  /// "2 x 90 s, break 30 s; stage 0, 90000 ms left, paused; played 60000 ms".
  static func describe(_ timer: MatchTimerState) -> String {
    "\(timer.plan.periods) x \(timer.plan.periodSeconds) s, break \(timer.plan.breakSeconds) s; "
      + "stage \(timer.stage), \(timer.remainingMilliseconds) ms left, "
      + "\(timer.wasRunning ? "running" : "paused"); played \(timer.playedBeforeMilliseconds) ms"
  }
}
