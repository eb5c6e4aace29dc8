import Domain

@testable import VIPGather

/// The interactor's presenter in the tests: records each response, in words a test reads.
@MainActor
final class SpyPresenter: GatherPresentationLogic {
  private(set) var responses: [String] = []

  func presentMatch(response: GatherModels.MatchResponse) {
    let timer = response.status.match.timer
    responses.append(
      "match \(response.status.match.score), \(response.status.remaining), "
        + (timer.isRunning ? "running" : "not running")
        + (response.before == nil ? "" : ", changed"))
  }

  func presentGoal(response: GatherModels.GoalResponse) {
    switch response {
    case .scored(let goal, let match): responses.append("scored \(goal.team) \(match.score)")
    case .undone(_, let match): responses.append("undone \(match.score)")
    case .removed(_, let number, _, let after): responses.append("removed \(number) \(after.score)")
    case .scoreSet(let match): responses.append("score set \(match.score)")
    case .renamed(let team, _): responses.append("renamed \(team)")
    }
  }

  func presentLineUp(response: GatherModels.LineUpResponse) {
    responses.append(
      "line-up \(response.changes.map { "\($0.playerID)->\($0.to.displayName)" }.joined(separator: ", "))"
    )
  }

  func presentLatecomer(response: GatherModels.LatecomerResponse) {
    responses.append("joined \(response.change.playerID) as \(response.number)")
  }

  func presentNobodyAdded() { responses.append("nobody added") }

  func presentGoalLog(response: Match) { responses.append("log \(response.goals.count)") }

  func presentRefusal(response: GatherModels.Refusal) {
    switch response {
    case .timer(let refusal): responses.append("refused \(refusal)")
    case .goal(let refusal, _): responses.append("refused \(refusal)")
    case .lineUp(let refusal, _): responses.append("refused \(refusal)")
    case .several(let text, let found): responses.append("several \(text) \(found.total)")
    case .noPlayer(let number): responses.append("no player \(number)")
    case .plan(let error, _): responses.append("bad plan: \(error.message)")
    case .failed(let error, let doing): responses.append("failed \(doing ?? "-"): \(error.message)")
    }
  }

  func presentTick(response: GatherModels.TickResponse) {
    switch response {
    case .passed(let events, _): responses.append("passed \(events)")
    case .timeLeft(let status): responses.append("time left \(status.remaining)")
    case .saveFailed(let error): responses.append("save failed: \(error.message)")
    }
  }

  func presentQuestion(response: GatherModels.Question) async {
    switch response {
    case .end: responses.append("ask end")
    case .leave(let leaving): responses.append("ask leave \(leaving)")
    case .resume: responses.append("ask resume")
    case .discard: responses.append("ask discard")
    case .resetClock(let plan, _): responses.append("ask reset clock for \(plan.periods) periods")
    case .guest(let name, _): responses.append("ask guest \(name)")
    }
  }

  func presentGoesOn() { responses.append("goes on") }

  func presentEndOfLineUp() { responses.append("end of line-up") }

  func presentExit(response: GatherModels.Exit) async {
    switch response {
    case .ended(let gather, _): responses.append("ended \(gather.score.map { "\($0)" } ?? "-")")
    case .left(let leaving, _): responses.append("left \(leaving)")
    case .discarded: responses.append("discarded")
    case .discardFailed: responses.append("discard failed")
    case .kept: responses.append("kept")
    }
  }
}
