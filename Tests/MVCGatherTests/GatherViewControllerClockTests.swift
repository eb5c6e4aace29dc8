import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVCGather

/// The controller's timer commands on the injected clock: what it says, what the match
/// keeps. No test waits in real time: the clock moves when the test moves it.
@MainActor
struct GatherViewControllerClockTests {
  @Test(.tags(.gatherTimerCountsDown))
  func theTimerStartsPausesTogglesStopsAndRefusesWhatItCannotDo() async throws {
    let harness = try await GatherHarness.appeared()
    _ = harness.said()
    await harness.type("pause", "start")
    await harness.play(60, until: "Time left: 09:00")
    await harness.type("start", "time 5", "pause", "timer", "timer", "stop", "time 90:01", "time 7")
    #expect(
      harness.said() == [
        "error: the timer is not running; type 'start'", "Timer running: 10:00.",
        "Time left: 09:00",
        "error: the timer is already running; type 'pause' to pause it",
        "error: the timer is running; type 'pause' or 'stop' before setting the time",
        "Timer paused at 09:00.", "Timer running: 09:00.", "Timer paused at 09:00.",
        "Timer stopped and reset to 10:00. The match clock goes on from 01:00 played.",
        "error: the time must be from 00:01 to 90:00, e.g. 'time 25:00'",
        "Time set to 07:00. The match clock goes on from 01:00 played.",
      ])
    #expect(harness.services.snapshots.current?.timer.remainingMilliseconds == 420_000)
  }

  @Test(.tags(.gatherHalvesHaveABreak))
  func halvesPlayWithABreakAndTheSecondHalfStartsWhenTold() async throws {
    let harness = try await GatherHarness.appeared()
    _ = harness.said()
    await harness.type("halves 5x30", "halves 2x1 break 1", "start")
    await harness.play(60, until: "Break: 01:00.")
    await harness.play(60, until: "kick off the second half.")
    await harness.type("start")
    #expect(
      harness.said() == [
        "error: halves need 2 to 4 periods of at least a minute, 90 minutes of play at most and "
          + "a break of 0 to 30 minutes, e.g. 'halves 2x25 break 5'",
        "Match set to 2 periods of 01:00 with a 01:00 break.", "Timer running: 01:00.",
        "End of the first half: Team A 0-0 Team B.", "Break: 01:00.", "The break is over.",
        "Type 'start' to kick off the second half.", "Second half started: 01:00.",
      ])
    #expect(harness.services.snapshots.current?.timer.wasRunning == true)
  }

  @Test(.tags(.gatherHalvesMidMatchAskFirst))
  func halvesSetOnceTheClockMovedAskWhetherItStartsAgainAtZero() async throws {
    let harness = try await GatherHarness.appeared(["start", "", "reset"])
    await harness.type("halves 2x1", "start")
    await harness.play(50, until: "Time left: 00:10")
    await harness.type("goal a 1", "pause", "halves 3x1", "goal a 2", "halves 2x1 break 1")
    await harness.type("goal b 3")
    let said = harness.said()
    for line in [
      "Goal! 1' Team A, Ann. Team A 1-0 Team B", "Timer paused at 00:10.",
      "error: 'start' is not an answer here; type 'reset' or 'keep'",
      "Match set to 3 periods of 01:00. The match clock goes on from 00:50 played.",
      "Goal! 1' Team A, Bob. Team A 2-0 Team B",
      "Match set to 2 periods of 01:00 with a 01:00 break.",
      "Goal! -- Team B, Cy. Team A 2-1 Team B",
    ] {
      #expect(said.contains(line), "not said: \(line)")
    }
    let asked = said.filter {
      $0.hasPrefix(
        "The match clock has 00:50 played. Reset it to 00:00 for these halves? Goals after "
          + "that count from 1' again. [reset/keep]")
    }
    #expect(asked.count == 3)
    #expect(harness.services.snapshots.current?.goals.map(\.minute) == [1, 1, nil])
  }

  @Test(.tags(.gatherGoalMinutesNeverGoBack))
  func goalMinutesGoOnAfterTheTimeIsSetAgainOrTheTimerStopped() async throws {
    let harness = try await GatherHarness.appeared()
    await harness.type("time 2", "start")
    await harness.play(60, until: "Time left: 01:00")
    await harness.type("goal a 1", "pause", "time 5", "goal b 3", "start")
    await harness.play(60, until: "Time left: 04:00")
    await harness.type("goal b 4", "stop", "goal a 2")
    #expect(harness.services.snapshots.current?.goals.map(\.minute) == [2, 2, 3, 3])
    #expect(
      harness.said().filter { $0.hasPrefix("Goal!") } == [
        "Goal! 2' Team A, Ann. Team A 1-0 Team B", "Goal! 2' Team B, Cy. Team A 1-1 Team B",
        "Goal! 3' Team B, Dee. Team A 1-2 Team B", "Goal! 3' Team A, Bob. Team A 2-2 Team B",
      ])
  }

  @Test(.tags(.gatherEarlyEndSaysTheTimeLeft, .gatherEndSavesTheResult))
  func anEarlyEndSaysThePlayLeftAndAnEndAtTimesUpSaysNone() async throws {
    let early = try await GatherHarness.appeared(["n", "y"])
    await early.type("halves 2x22:30 break 2:30", "start")
    await early.play(30, until: "Time left: 22:00")
    await early.type("goal a 1", "end", "pause", "end")
    let said = early.said()
    for line in [
      "End the gather at Team A 1-0 Team B with 44:30 left? [y/n] n", "The gather goes on.",
      "Timer paused at 22:00.", "End the gather at Team A 1-0 Team B with 44:30 left? [y/n] y",
      "Gather ended with 44:30 left: Team A 1-0 Team B. Winner: Team A.", "Goals (1-0):",
    ] {
      #expect(said.contains(line), "not said: \(line)")
    }
    #expect(early.delegate.events == ["ended 1-0"])
    let atTimesUp = try await GatherHarness.appeared(["y"])
    await atTimesUp.type("time 0:02", "start")
    await atTimesUp.play(2, until: "Time's up!")
    _ = atTimesUp.said()
    await atTimesUp.type("end")
    #expect(
      atTimesUp.said() == [
        "End the gather at Team A 0-0 Team B? [y/n] y", "Gather ended: Team A 0-0 Team B. Draw.",
        "No goals.",
      ])
    #expect(atTimesUp.services.gathers.gathers.first?.score == Score(teamA: 0, teamB: 0))
    #expect(atTimesUp.services.snapshots.current == nil)
  }
}
