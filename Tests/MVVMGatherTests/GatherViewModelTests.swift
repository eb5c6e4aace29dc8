import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import MVVMGather

/// The view model alone, on a test clock and in-memory services: each input is sent, and
/// every output it emits is recorded by a recorder bound as the view binds.
@MainActor
struct GatherViewModelTests {
  let fixture = GatherFixture()

  @Test func openingSavesTheMatchAndShowsBothTeamsTheScoreAndTheTimer() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didAppear()
    #expect(recorder.take() == [.screen])
    #expect(fixture.snapshots.saved.count == 1)
    let content = recorder.screens[0]
    #expect(content.title == "Gather: Team A 0-0 Team B")
    #expect(content.sections.map(\.title) == ["Team A", "Team B"])
    #expect(
      content.sections[1].rows == [
        .init(number: "3", name: "Cy", position: "-"),
        .init(number: "4", name: "Dee", position: "DEF"),
      ])
    #expect(content.timer == "Timer: 10:00 ready")
    #expect(content.highestNumber == 4)
    await viewModel.didAppear()
    #expect(recorder.take() == [.screen])
    #expect(fixture.snapshots.saved.count == 1)
  }

  @Test(.tags(.gatherTimerCountsDown))
  func timerRequestsSayWhatChanged() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.time(seconds: 300))
    #expect(recorder.take() == [.message("Time set to 05:00."), .screen])
    await viewModel.didEnter(.start)
    #expect(recorder.take() == [.message("Timer running: 05:00."), .screen])
    fixture.clock.advance(by: .seconds(42))
    await viewModel.didEnter(.timer)
    #expect(recorder.take() == [.message("Timer paused at 04:18."), .screen])
    #expect(recorder.screens.last?.timer == "Timer: 04:18 paused")
    await viewModel.didEnter(.stop)
    #expect(
      recorder.take() == [
        .message("Timer stopped and reset to 05:00. The match clock goes on from 00:42 played."),
        .screen,
      ])
    #expect(fixture.clock.sleeperCount == 0)
  }

  @Test(.tags(.gatherHalvesMidMatchAskFirst))
  func halvesAfterTheClockMovedAreAskedAboutFirst() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.start)
    fixture.clock.advance(by: .seconds(42))
    await viewModel.didEnter(.pause)
    _ = recorder.take()
    await viewModel.didEnter(.halves(periods: 2, seconds: 1500, breakSeconds: 300))
    #expect(
      recorder.take() == [
        .question(
          .init(
            kind: .reset,
            text: "The match clock has 00:42 played. Reset it to 00:00 for these halves? "
              + "Goals after that count from 1' again."))
      ])
    await viewModel.didAnswer(true)
    #expect(
      recorder.take() == [.message("Match set to 2 periods of 25:00 with a 05:00 break."), .screen])
    await viewModel.didEnter(.halves(periods: 2, seconds: 1200, breakSeconds: 300))
    #expect(
      recorder.take().first == .message("Match set to 2 periods of 20:00 with a 05:00 break."))
    await viewModel.didAnswer(true)
    #expect(recorder.take().isEmpty)
  }

  @Test(.tags(.gatherTimerCountsDown, .gatherBadInputIsOneError))
  func refusedTimerRequestsSayWhatToTypeAndSaveNothing() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.pause)
    await viewModel.didEnter(.time(seconds: 0))
    #expect(
      recorder.take() == [
        .error("the timer is not running; type 'start'"),
        .error("the time must be from 00:01 to 90:00, e.g. 'time 25:00'"),
      ])
    await viewModel.didEnter(.start)
    _ = recorder.take()
    await viewModel.didEnter(.halves(periods: 2, seconds: 1500, breakSeconds: 300))
    await viewModel.didEnter(.start)
    #expect(
      recorder.take() == [
        .error("the timer is running; type 'pause' or 'stop' before setting the time"),
        .error("the timer is already running; type 'pause' to pause it"),
      ])
    #expect(fixture.snapshots.saved.count == 1)
  }

  @Test(.tags(.gatherTimerCountsDown))
  func theRunningTimerAnnouncesTheLastSecondsAndTheEnd() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.time(seconds: 3))
    await viewModel.didEnter(.start)
    let clock = fixture.clock
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    clock.advance(by: .seconds(1))
    while recorder.announcements.count < 3 { await Task.yield() }
    #expect(
      recorder.announcements == [
        "Time left: 00:02", "Time left: 00:01",
        "Time's up! Team A 0-0 Team B. Type 'end' to end the gather. (bell)",
      ])
    viewModel.didEnter(listing: nil)
    #expect(recorder.screens.last?.timer == "Timer: 00:00 time's up")
  }

  @Test(.tags(.gatherHalvesHaveABreak))
  func halvesAnnounceTheBreakAndWaitForTheSecondHalf() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.halves(periods: 2, seconds: 60, breakSeconds: 60))
    await viewModel.didEnter(.start)
    let clock = fixture.clock
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(60), thenWaitForSleepers: 1)
    clock.advance(by: .seconds(60))
    while recorder.announcements.count < 4 { await Task.yield() }
    #expect(
      recorder.announcements == [
        "End of the first half: Team A 0-0 Team B. (bell)", "Break: 01:00.",
        "The break is over. (bell)", "Type 'start' to kick off the second half.",
      ])
    _ = recorder.take()
    await viewModel.didEnter(.start)
    #expect(recorder.take() == [.message("Second half started: 01:00."), .screen])
    viewModel.didDisappear()
    #expect(clock.sleeperCount == 0)
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo))
  func aTickThatCannotBeSavedAnnouncesTheError() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.time(seconds: 3))
    await viewModel.didEnter(.start)
    fixture.snapshots.setFailure(.invalidInput("offline"))
    await fixture.clock.waitForSleepers(1)
    fixture.clock.advance(by: .seconds(1))
    while recorder.announcements.count < 2 { await Task.yield() }
    #expect(
      recorder.announcements == [
        "Time left: 00:02", "error: the match could not be saved: offline",
      ])
    viewModel.didDisappear()
  }
}
