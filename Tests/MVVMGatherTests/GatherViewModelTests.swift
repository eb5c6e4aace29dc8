import Domain
import TestSupport
import Testing

@testable import MVVMGather

/// The view model alone, on a test clock and in-memory services: what each request
/// answers, what the running timer announces, what is saved.
@MainActor
@Suite
final class GatherViewModelTests: GatherViewModelDelegate {
  let clock = TestClock()
  let gathers = FakeGatherService()
  let snapshots = FakeMatchSnapshotService()
  private(set) var announcements: [String] = []

  func didUpdateGatherTime(announcing line: String, bell: Bool) {
    announcements.append(bell ? line + " (bell)" : line)
  }

  func makeViewModel(_ gather: Gather = .fixture, opening: GatherViewModel.Opening = .started)
    -> GatherViewModel
  {
    let viewModel = GatherViewModel(
      match: Match(gather: gather), opening: opening, clock: MatchClock(clock),
      gatherService: gathers, playerService: FakePlayerService(), resultService: gathers,
      snapshots: MatchSnapshotWriter(service: snapshots))
    viewModel.delegate = self
    return viewModel
  }

  @Test func openingSavesTheMatchAndShowsBothTeamsTheScoreAndTheTimer() async {
    let viewModel = makeViewModel()
    #expect(viewModel.takeOpening() == .started)
    #expect(viewModel.takeOpening() == nil)
    #expect(await viewModel.open() == [.screen])
    #expect(snapshots.saved.count == 1)
    let content = viewModel.content
    #expect(content.title == "Gather: Team A 0-0 Team B")
    #expect(content.sections.map(\.title) == ["Team A", "Team B"])
    #expect(
      content.sections[1].rows == [
        .init(number: "3", name: "Cy", position: "-"),
        .init(number: "4", name: "Dee", position: "DEF"),
      ])
    #expect(content.timer == "Timer: 10:00 ready")
    #expect(content.highestNumber == 4)
  }

  @Test func timerRequestsSayWhatChanged() async {
    let viewModel = makeViewModel()
    #expect(await viewModel.setTime(seconds: 300) == [.message("Time set to 05:00."), .update])
    #expect(await viewModel.startTimer() == [.message("Timer running: 05:00."), .update])
    clock.advance(by: .seconds(42))
    #expect(await viewModel.toggleTimer() == [.message("Timer paused at 04:18."), .update])
    #expect(viewModel.content.timer == "Timer: 04:18 paused")
    #expect(
      await viewModel.stopTimer() == [
        .message("Timer stopped and reset to 05:00. The match clock goes on from 00:42 played."),
        .update,
      ])
    #expect(clock.sleeperCount == 0)
    #expect(viewModel.resetQuestion(periods: 2, seconds: 5940, breakSeconds: 0) == nil)
    #expect(
      viewModel.resetQuestion(periods: 2, seconds: 1500, breakSeconds: 300)
        == "The match clock has 00:42 played. Reset it to 00:00 for these halves? "
        + "Goals after that count from 1' again.")
    #expect(
      await viewModel.setHalves(periods: 2, seconds: 1500, breakSeconds: 300, resettingClock: true)
        == [.message("Match set to 2 periods of 25:00 with a 05:00 break."), .update])
    #expect(viewModel.resetQuestion(periods: 2, seconds: 1500, breakSeconds: 300) == nil)
  }

  @Test func refusedTimerRequestsSayWhatToTypeAndSaveNothing() async {
    let viewModel = makeViewModel()
    #expect(await viewModel.pauseTimer() == [.error("the timer is not running; type 'start'")])
    #expect(
      await viewModel.setTime(seconds: 0)
        == [.error("the time must be from 00:01 to 90:00, e.g. 'time 25:00'")])
    _ = await viewModel.startTimer()
    #expect(
      await viewModel.setHalves(periods: 2, seconds: 1500, breakSeconds: 300)
        == [.error("the timer is running; type 'pause' or 'stop' before setting the time")])
    #expect(snapshots.saved.count == 1)
  }

  @Test func theRunningTimerAnnouncesTheLastSecondsAndTheEnd() async {
    let viewModel = makeViewModel()
    _ = await viewModel.setTime(seconds: 3)
    _ = await viewModel.startTimer()
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    clock.advance(by: .seconds(1))
    while announcements.count < 3 { await Task.yield() }
    #expect(
      announcements == [
        "Time left: 00:02", "Time left: 00:01",
        "Time's up! Team A 0-0 Team B. Type 'end' to end the gather. (bell)",
      ])
    #expect(viewModel.content.timer == "Timer: 00:00 time's up")
  }

  @Test func halvesAnnounceTheBreakAndWaitForTheSecondHalf() async {
    let viewModel = makeViewModel()
    _ = await viewModel.setHalves(periods: 2, seconds: 60, breakSeconds: 60)
    _ = await viewModel.startTimer()
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(60), thenWaitForSleepers: 1)
    clock.advance(by: .seconds(60))
    while announcements.count < 4 { await Task.yield() }
    #expect(
      announcements == [
        "End of the first half: Team A 0-0 Team B. (bell)", "Break: 01:00.",
        "The break is over. (bell)", "Type 'start' to kick off the second half.",
      ])
    #expect(await viewModel.startTimer() == [.message("Second half started: 01:00."), .update])
  }
}
