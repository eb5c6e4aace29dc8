import Domain

@testable import VIPGather

/// The view controller's interactor in the tests: records each request it is sent.
@MainActor
final class SpyInteractor: GatherBusinessLogic {
  enum Received: Equatable {
    case showMatch, stopTicking, undoGoal, showGoalLog
    case list(GatherModels.ListLineUp.Request)
    case timer(GatherModels.ChangeTimer.Request)
    case goal(GatherModels.ScoreGoal.Request)
    case remove(GatherModels.RemoveGoal.Request)
    case score(GatherModels.SetScore.Request)
    case rename(GatherModels.RenameTeam.Request)
    case lineUp(GatherModels.ChangeLineUp.Request)
    case latecomer(GatherModels.AddLatecomer.Request)
    case end(GatherModels.EndGather.Request)
    case leave(GatherModels.Leave.Request)
    case resume(GatherModels.Resume.Request)
    case discard(GatherModels.Discard.Request)
  }

  private(set) var received: [Received] = []

  func showMatch(request: GatherModels.ShowMatch.Request) async { received.append(.showMatch) }
  func listLineUp(request: GatherModels.ListLineUp.Request) { received.append(.list(request)) }
  func stopTicking(request: GatherModels.StopTicking.Request) { received.append(.stopTicking) }
  func changeTimer(request: GatherModels.ChangeTimer.Request) async {
    received.append(.timer(request))
  }
  func scoreGoal(request: GatherModels.ScoreGoal.Request) async { received.append(.goal(request)) }
  func undoGoal(request: GatherModels.UndoGoal.Request) async { received.append(.undoGoal) }
  func removeGoal(request: GatherModels.RemoveGoal.Request) async {
    received.append(.remove(request))
  }
  func setScore(request: GatherModels.SetScore.Request) async { received.append(.score(request)) }
  func renameTeam(request: GatherModels.RenameTeam.Request) async {
    received.append(.rename(request))
  }
  func showGoalLog(request: GatherModels.ShowGoalLog.Request) { received.append(.showGoalLog) }
  func changeLineUp(request: GatherModels.ChangeLineUp.Request) async {
    received.append(.lineUp(request))
  }
  func addLatecomer(request: GatherModels.AddLatecomer.Request) async {
    received.append(.latecomer(request))
  }
  func endGather(request: GatherModels.EndGather.Request) async { received.append(.end(request)) }
  func leave(request: GatherModels.Leave.Request) async { received.append(.leave(request)) }
  func resume(request: GatherModels.Resume.Request) async { received.append(.resume(request)) }
  func discard(request: GatherModels.Discard.Request) async { received.append(.discard(request)) }
}

/// The view controller's router in the tests: records where it was sent.
@MainActor
final class SpyRouter: GatherRoutingLogic {
  private(set) var routes: [String] = []

  func routeToPlayerList(after gather: Gather) async { routes.append("player list") }
  func routeBack() async { routes.append("back") }
}
