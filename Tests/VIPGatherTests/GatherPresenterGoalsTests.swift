import Domain
import Presentation
import Testing

@testable import VIPGather

/// The presenter's goal and leaving view models, with a spy view controller.
@MainActor
struct GatherPresenterGoalsTests {
  let display = SpyDisplay()

  func makePresenter() -> GatherPresenter {
    let presenter = GatherPresenter()
    presenter.viewController = display
    return presenter
  }

  /// The goal responses carry plain values, never the match (issue 33): the presenter is
  /// tested with no `Match` at all.
  @Test func eachGoalUseCaseSaysWhatItDidOrWhyNot() {
    let presenter = makePresenter()
    let goal = GoalEntry(minute: 3, team: .teamA, scorer: "Ann")
    let (none, one) = (Score(teamA: 0, teamB: 0), Score(teamA: 1, teamB: 0))
    presenter.presentGoal(response: .scored(goal, one, .standard))
    presenter.presentGoal(response: .noPlayer(number: 9))
    presenter.presentGoal(response: .refused(.ownGoalByOwnPlayer(team: .teamA), .standard))
    presenter.presentGoal(response: .failed(.storage("disk full")))
    presenter.presentRemoval(response: .removed(goal, number: 1, none, .standard))
    presenter.presentRemoval(response: .refused(.noGoal(number: 2, count: 0)))
    presenter.presentRemoval(response: .failed(.storage("disk full")))
    presenter.presentUndo(response: .undone(goal, none, .standard))
    presenter.presentUndo(response: .failed(.storage("disk full")))
    presenter.presentScore(response: .set(none, .standard))
    presenter.presentScore(response: .failed(.storage("disk full")))
    presenter.presentGoalLog(response: .init(goals: [], score: none, names: .standard))
    presenter.presentGoalLog(response: .init(goals: [goal], score: one, names: .standard))
    #expect(
      display.shown == [
        "Goal! 3' Team A, Ann. Team A 1-0 Team B",
        "error: no player of this match has number 9; 'list' shows the numbers",
        "error: \(GatherText.refusal(GoalRefusal.ownGoalByOwnPlayer(team: .teamA)))",
        "error: storage failed: disk full",
        "Removed goal 1 (3' Team A, Ann). Team A 0-0 Team B",
        "error: \(GatherText.refusal(GoalRefusal.noGoal(number: 2, count: 0)))",
        "error: storage failed: disk full",
        "Removed the last goal (3' Team A, Ann). Team A 0-0 Team B",
        "error: storage failed: disk full", "Score set: Team A 0-0 Team B.",
        "error: storage failed: disk full", "No goals yet. Type 'goal a' or 'goal b N'.",
        "Goals (1-0):", "  1  3' Team A, Ann",
      ])
  }

  @Test func aRenamedTeamIsSaidAndTheMatchShown() throws {
    var match = Match(gather: .fixture)
    try match.rename(.teamA, to: "Bibs")
    let presenter = makePresenter()
    presenter.presentRename(
      response: .renamed(.teamA, MatchFacts(MatchStatus(match: match, remaining: .seconds(600)))))
    presenter.presentRename(response: .failed(.storage("disk full")))
    #expect(
      display.shown == [
        "match: Team A is now called Bibs; 'goal a N' still scores for it.",
        "error: storage failed: disk full",
      ])
    #expect(display.matches.first?.content.title == "Gather: Bibs 0-0 Team B")
  }

  @Test func questionsAndExitsCarryTheirRoute() async throws {
    let match = Match(gather: .fixture)
    let status = MatchStatus(match: match, remaining: .seconds(61))
    let facts = MatchFacts(status)
    let presenter = makePresenter()
    await presenter.presentEnd(response: .ask(facts))
    await presenter.presentEnd(response: .goesOn)
    await presenter.presentEnd(response: .failed(.storage("disk full")))
    await presenter.presentEnd(response: .ended(.fixture, facts))
    await presenter.presentLeave(response: .ask(.back))
    await presenter.presentLeave(response: .goesOn)
    await presenter.presentLeave(response: .left(.quit, facts.timer))
    await presenter.presentResume(response: .askDiscard(facts))
    await presenter.presentResume(response: .resumed(facts, before: facts.timer))
    await presenter.presentResume(response: .failed(.storage("disk full")))
    await presenter.presentDiscard(response: .kept)
    await presenter.presentDiscard(response: .discarded)
    await presenter.presentDiscard(response: .failed(.storage("disk full")))
    #expect(
      display.shown
        == [
          "ask: End the gather at Team A 0-0 Team B?", "The gather goes on.",
          "error: could not end the gather: storage failed: disk full",
        ] + GatherText.ended(.fixture, status: status) + [
          "route: player list", "ask: \(GatherText.leaveQuestion) (back)", "The gather goes on.",
          "Left the gather with the timer paused.", "route: quit",
          "ask: \(GatherText.discardQuestion(status))", "match: -",
          "error: storage failed: disk full",
          "Kept the unfinished match; 'resume' on the player list offers it again.",
          "route: back", "Discarded the unfinished match.", "route: back",
          "error: could not discard the match: storage failed: disk full", "route: back",
        ])
  }
}
