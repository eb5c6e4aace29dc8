import Domain
import Presentation
import Testing

@testable import VIPGather

/// The presenter alone, with a spy view controller: each use case's response in, the words
/// and rows of its view model out. The match, its timer and the line-up.
@MainActor
struct GatherPresenterTests {
  let display = SpyDisplay()
  let match = Match(gather: .fixture)

  func makePresenter() -> GatherPresenter {
    let presenter = GatherPresenter()
    presenter.viewController = display
    return presenter
  }

  /// What the interactor hands the presenter of `match` with `seconds` on the countdown.
  func facts(_ match: Match, _ seconds: Int = 600) -> MatchFacts {
    MatchFacts(MatchStatus(match: match, remaining: .seconds(seconds)))
  }

  @Test func aTimerChangeIsSaidBeforeTheMatchIsShown() async throws {
    var running = match
    try running.timer.start(at: .zero)
    await makePresenter().presentTimer(
      response: .changed(facts(running), before: facts(match).timer))
    #expect(display.shown == ["match: Timer running: 10:00."])
    #expect(display.matches.first?.content.timer == "Timer: 10:00 running")
    #expect(display.matches.first?.content.highestNumber == 4)
  }

  @Test func timerRefusalsAreWordedWithWhatToTypeInstead() async {
    let presenter = makePresenter()
    await presenter.presentTimer(response: .refused(.alreadyRunning))
    await presenter.presentTimer(response: .badPlan(.invalidInput("too long"), example: "time 5"))
    await presenter.presentTimer(response: .failed(.storage("disk full")))
    await presenter.presentTimer(
      response: .asksToResetClock(match.timer.plan, played: match.timer.elapsedPlay(at: .zero)))
    #expect(
      display.shown == [
        "error: the timer is already running; type 'pause' to pause it",
        "error: too long, e.g. 'time 5'", "error: storage failed: disk full",
        "ask: \(GatherText.resetQuestion(match.timer)) (1 periods)",
      ])
  }

  @Test func theSceneOpensOnTheMatchOrTheOfferOfOneLeftUnfinished() async {
    let presenter = makePresenter()
    await presenter.presentMatch(response: .match(facts(match), before: nil))
    await presenter.presentMatch(response: .offerResume(facts(match, 61), away: nil))
    await presenter.presentMatch(response: .failed(.storage("disk full")))
    #expect(
      display.shown == [
        "match: -", "Unfinished match found: Team A 0-0 Team B, 01:01 left (ready).",
        "ask: Resume it?", "error: storage failed: disk full",
      ])
    #expect(display.matches.first?.content.title == "Gather: Team A 0-0 Team B")
  }

  @Test func aPageOfTheLineUpOrItsEnd() {
    let presenter = makePresenter()
    presenter.presentLineUpPage(response: .page(facts(match), LineUpWindow()))
    presenter.presentLineUpPage(response: .endOfLineUp)
    #expect(display.shown == ["match: -", GatherText.endOfLineUp])
    #expect(display.matches.first?.content.sections.map(\.rows.count) == [2, 2])
  }

  @Test func theTimersEventsBecomeAnnouncementsWithTheBellAtEachEnd() {
    let presenter = makePresenter()
    presenter.presentTick(
      response: .passed([.periodEnded(1), .breakStarted(.seconds(300))], facts(match, 300)))
    presenter.presentTick(response: .timeLeft(.seconds(61)))
    presenter.presentTick(response: .saveFailed(.storage("disk full")))
    #expect(
      display.shown == [
        "bell: End of period 1: Team A 0-0 Team B.", "Break: 05:00.", "Time left: 01:01",
        "error: the match could not be saved: storage failed: disk full",
      ])
  }

  @Test func aLineUpResponseIsTheMatchWithWhatChanged() throws {
    var changed = match
    try changed.timer.start(at: .zero)
    let changes = try changed.change(.move(number: 4, to: .bench), at: .seconds(61))
    let presenter = makePresenter()
    presenter.presentLineUp(response: .changed(changes, facts(changed, 539)))
    presenter.presentLineUp(response: .refused(.samePlayer(number: 1), .standard))
    presenter.presentLineUp(response: .failed(.storage("disk full")))
    #expect(display.matches.first?.message == "Line-up: 2' Dee to the Bench (from Team B).")
    #expect(display.matches.first?.content.sections.last?.title == "Bench")
    #expect(display.shown.dropFirst().map { $0.prefix(7) } == ["error: ", "error: "])
  }

  @Test func aLatecomerJoinsOrIsAskedAbout() async throws {
    var joined = match
    let player = Player(id: 5, name: "Fay")
    let join = try joined.joinLate(player, to: .bench, at: .zero)
    let presenter = makePresenter()
    await presenter.presentLatecomer(
      response: .joined(number: join.number, join.change, facts(joined)))
    await presenter.presentLatecomer(response: .askGuest(name: "Zed", team: .teamA))
    await presenter.presentLatecomer(response: .nobodyAdded)
    await presenter.presentLatecomer(response: .several("F", PlayerMatches(matches: [], total: 2)))
    await presenter.presentLatecomer(response: .refused(.samePlayer(number: 1), .standard))
    await presenter.presentLatecomer(response: .failed(.storage("disk full")))
    #expect(
      display.shown.prefix(3) == [
        "match: Line-up: Fay joins the Bench as number 5; 'sub N 5' brings them on.",
        "ask: \(GatherText.guestQuestion("Zed"))", "Nobody was added.",
      ])
    #expect(display.shown.dropFirst(3).map { $0.prefix(7) } == ["error: ", "error: ", "error: "])
  }
}
