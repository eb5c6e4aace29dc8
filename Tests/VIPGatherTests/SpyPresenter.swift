import Domain
import Presentation

@testable import VIPGather

/// The interactor's presenter in the tests: records each response, in words a test reads.
@MainActor
final class SpyPresenter: GatherPresentationLogic {
  private(set) var responses: [String] = []

  static func describe(_ facts: MatchFacts) -> String {
    "\(facts.score), \(facts.timer.remaining), "
      + (facts.timer.isRunning ? "running" : "not running")
  }

  func presentMatch(response: GatherModels.ShowMatch.Response) async {
    switch response {
    case .match(let status, let before):
      responses.append("match \(Self.describe(status))" + (before == nil ? "" : ", changed"))
    case .offerResume(_, let away): responses.append("offer resume, away \(away != nil)")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentLineUpPage(response: GatherModels.ListLineUp.Response) {
    switch response {
    case .page(let facts, _): responses.append("page \(facts.places.count)")
    case .endOfLineUp: responses.append("end of line-up")
    }
  }

  func presentTimer(response: GatherModels.ChangeTimer.Response) async {
    switch response {
    case .changed(let status, _): responses.append("timer \(Self.describe(status))")
    case .refused(let refusal): responses.append("refused \(refusal)")
    case .badPlan(let error, _): responses.append("bad plan: \(error.message)")
    case .asksToResetClock(let plan, _): responses.append("ask reset for \(plan.periods) periods")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentTick(response: GatherModels.Tick.Response) {
    switch response {
    case .passed(let events, _): responses.append("passed \(events)")
    case .timeLeft(let remaining): responses.append("time left \(remaining)")
    case .saveFailed(let error): responses.append("save failed: \(error.message)")
    }
  }

  func presentGoal(response: GatherModels.ScoreGoal.Response) {
    switch response {
    case .scored(let goal, let score, _): responses.append("scored \(goal.team) \(score)")
    case .noPlayer(let number): responses.append("no player \(number)")
    case .refused(let refusal, _): responses.append("refused \(refusal)")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentUndo(response: GatherModels.UndoGoal.Response) {
    switch response {
    case .undone(_, let score, _): responses.append("undone \(score)")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentRemoval(response: GatherModels.RemoveGoal.Response) {
    switch response {
    case .removed(_, let number, let score, _): responses.append("removed \(number) \(score)")
    case .refused(let refusal): responses.append("refused \(refusal)")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentScore(response: GatherModels.SetScore.Response) {
    switch response {
    case .set(let score, _): responses.append("score set \(score)")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentRename(response: GatherModels.RenameTeam.Response) {
    switch response {
    case .renamed(let team, let facts):
      responses.append("renamed \(team) \(facts.teamNames.name(of: team))")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentGoalLog(response: GatherModels.ShowGoalLog.Response) {
    responses.append("log \(response.goals.count)")
  }

  func presentLineUp(response: GatherModels.ChangeLineUp.Response) {
    switch response {
    case .changed(let changes, _):
      responses.append(
        "line-up " + changes.map { "\($0.playerID)->\($0.to.displayName)" }.joined(separator: ", "))
    case .refused(let refusal, _): responses.append("refused \(refusal)")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentLatecomer(response: GatherModels.AddLatecomer.Response) async {
    switch response {
    case .joined(let number, let change, _):
      responses.append("joined \(change.playerID) as \(number) to \(change.to.displayName)")
    case .several(let text, let found): responses.append("several \(text) \(found.total)")
    case .askGuest(let name, _): responses.append("ask guest \(name)")
    case .nobodyAdded: responses.append("nobody added")
    case .refused(let refusal, _): responses.append("refused \(refusal)")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentEnd(response: GatherModels.EndGather.Response) async {
    switch response {
    case .ask: responses.append("ask end")
    case .ended(let gather, _): responses.append("ended \(gather.score.map { "\($0)" } ?? "-")")
    case .goesOn: responses.append("goes on")
    case .failed(let error): responses.append("end failed: \(error.message)")
    }
  }

  func presentLeave(response: GatherModels.Leave.Response) async {
    switch response {
    case .ask(let way): responses.append("ask leave \(way)")
    case .left(let way, _): responses.append("left \(way)")
    case .goesOn: responses.append("goes on")
    }
  }

  func presentResume(response: GatherModels.Resume.Response) async {
    switch response {
    case .resumed(let status, _): responses.append("resumed \(Self.describe(status))")
    case .askDiscard: responses.append("ask discard")
    case .failed(let error): responses.append("failed: \(error.message)")
    }
  }

  func presentDiscard(response: GatherModels.Discard.Response) async {
    switch response {
    case .discarded: responses.append("discarded")
    case .failed(let error): responses.append("discard failed: \(error.message)")
    case .kept: responses.append("kept")
    }
  }
}
