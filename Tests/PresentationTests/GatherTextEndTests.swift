import Domain
import Presentation
import TestSupport
import Testing

/// What `end` says about the time on the clock: the play left (this period's rest and every
/// period after it, a break counting for nothing), and nothing when the timer never
/// started or the time is up.
struct GatherTextEndTests {
  private func status(_ timer: MatchTimer, at now: Duration) -> MatchStatus {
    MatchStatus(match: Match(gather: .fixture, timer: timer), remaining: timer.remaining(at: now))
  }

  @Test func theQuestionAndTheResultSayThePlayLeft() throws {
    var timer = MatchTimer(plan: try .halves(periods: 2, seconds: 1_350, breakSeconds: 150))
    try timer.start(at: .zero)
    let firstHalf = status(timer, at: .seconds(30))
    #expect(GatherText.playLeft(firstHalf) == .seconds(2_670))
    #expect(
      GatherText.endQuestion(firstHalf) == "End the gather at Team A 0-0 Team B with 44:30 left?")
    #expect(
      GatherText.ended(.fixture, status: firstHalf).first
        == "Gather ended with 44:30 left: Team A 0-0 Team B. Draw.")
    // In the break only the second half is left.
    _ = timer.update(at: .seconds(1_360))
    #expect(GatherText.playLeft(status(timer, at: .seconds(1_360))) == .seconds(1_350))
  }

  @Test func noTimeIsSaidBeforeKickOffOrAtTimesUp() throws {
    var timer = MatchTimer(plan: try .single(seconds: 60))
    #expect(GatherText.playLeft(status(timer, at: .zero)) == nil)
    #expect(
      GatherText.endQuestion(status(timer, at: .zero)) == "End the gather at Team A 0-0 Team B?")
    try timer.start(at: .zero)
    _ = timer.update(at: .seconds(60))
    #expect(GatherText.playLeft(status(timer, at: .seconds(60))) == nil)
    #expect(
      GatherText.ended(.fixture, status: status(timer, at: .seconds(60))).first
        == "Gather ended: Team A 0-0 Team B. Draw.")
  }
}
