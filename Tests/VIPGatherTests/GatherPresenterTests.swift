import Domain
import Testing

@testable import VIPGather

/// Records the view models the presenter hands the view controller.
@MainActor
final class SpyDisplay: GatherDisplayLogic {
  private(set) var shown: [String] = []
  private(set) var matches: [GatherModels.MatchViewModel] = []

  func displayMatch(viewModel: GatherModels.MatchViewModel) {
    matches.append(viewModel)
    shown.append("match: " + (viewModel.message ?? "-"))
  }
  func displayMessage(viewModel: String) { shown.append(viewModel) }
  func displayLines(viewModel: [String]) { shown += viewModel }
  func displayError(viewModel: String) { shown.append("error: " + viewModel) }
  func displayAnnouncement(viewModel: GatherModels.Announcement) {
    shown.append((viewModel.bell ? "bell: " : "") + viewModel.text)
  }
  func displayQuestion(viewModel: GatherModels.QuestionViewModel) async {
    shown += viewModel.preface + [viewModel.question + " [y/n]"]
  }
  func displayExit(viewModel: GatherModels.ExitViewModel) async {
    shown += viewModel.lines + ["route: \(viewModel.route)"]
  }
}

/// The presenter alone: responses in, the words and rows of view models out.
@MainActor
struct GatherPresenterTests {
  let display = SpyDisplay()
  let match = Match(gather: .fixture)

  func makePresenter() -> GatherPresenter {
    let presenter = GatherPresenter()
    presenter.viewController = display
    return presenter
  }

  @Test func aTimerChangeIsSaidBeforeTheMatchIsShown() throws {
    var running = match
    try running.timer.start(at: .zero)
    makePresenter().presentMatch(
      response: .init(
        status: MatchStatus(match: running, remaining: .seconds(600)),
        before: MatchStatus(match: match, remaining: .seconds(600))))
    #expect(display.shown == ["match: Timer running: 10:00."])
    #expect(display.matches.first?.content.timer == "Timer: 10:00 running")
    #expect(display.matches.first?.content.highestNumber == 4)
  }

  @Test func refusalsAreWordedWithWhatToTypeInstead() {
    let presenter = makePresenter()
    presenter.presentRefusal(response: .timer(.alreadyRunning))
    presenter.presentRefusal(response: .noPlayer(number: 9))
    presenter.presentRefusal(response: .failed(.storage("disk full"), doing: "end the gather"))
    #expect(
      display.shown == [
        "error: the timer is already running; type 'pause' to pause it",
        "error: no player of this match has number 9; 'list' shows the numbers",
        "error: could not end the gather: storage failed: disk full",
      ])
  }

  @Test func theTimersEventsBecomeAnnouncementsWithTheBellAtEachEnd() {
    let status = MatchStatus(match: match, remaining: .seconds(300))
    makePresenter().presentTick(
      response: .passed([.periodEnded(1), .breakStarted(.seconds(300))], status))
    #expect(display.shown == ["bell: End of period 1: Team A 0-0 Team B.", "Break: 05:00."])
  }

  @Test func questionsAndExitsCarryTheirRoute() async {
    let presenter = makePresenter()
    await presenter.presentQuestion(
      response: .resume(MatchStatus(match: match, remaining: .seconds(61)), away: nil))
    await presenter.presentExit(response: .kept)
    await presenter.presentExit(
      response: .left(.quit, MatchStatus(match: match, remaining: .seconds(61))))
    #expect(
      display.shown == [
        "Unfinished match found: Team A 0-0 Team B, 01:01 left (ready).", "Resume it? [y/n]",
        "Kept the unfinished match; 'resume' on the player list offers it again.", "route: back",
        "Left the gather with the timer paused.", "route: quit",
      ])
  }
}
