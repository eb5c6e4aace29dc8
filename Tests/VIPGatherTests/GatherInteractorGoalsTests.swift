import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import VIPGather

/// The interactor's goal requests, with a spy presenter: the response each hands the
/// presenter, what is saved.
@MainActor
struct GatherInteractorGoalsTests {
  let presenter = SpyPresenter()
  let services = MatchServices()

  @Test(
    .tags(
      .gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherScoreIsTyped, .gatherEveryChangeIsSaved))
  func goalRequestsChangeTheMatchAndSaveIt() async {
    let interactor = services.interactor(presenter)
    await interactor.scoreGoal(request: .init(team: .teamA, scorerNumber: 1, ownGoal: false))
    await interactor.scoreGoal(request: .init(team: .teamA, scorerNumber: 8, ownGoal: false))
    await interactor.scoreGoal(request: .init(team: .teamB, scorerNumber: 1, ownGoal: false))
    await interactor.setScore(request: .init(score: Score(teamA: 2, teamB: 2)))
    await interactor.removeGoal(request: .init(number: 4))
    await interactor.removeGoal(request: .init(number: 9))
    await interactor.undoGoal(request: .init())
    interactor.showGoalLog(request: .init())
    #expect(
      presenter.responses == [
        "scored teamA 1-0", "no player 8",
        "refused scorerNotInTeam(scorer: \"Ann\", team: Domain.Team.teamB)", "score set 2-2",
        "removed 4 2-1", "refused noGoal(number: 9, count: 3)", "undone 2-0", "log 2",
      ])
    #expect(services.snapshots.current?.goals.count == 2)
  }

  @Test(.tags(.gatherTeamIsRenamed)) func aTeamIsRenamedWithTheGatherThenInTheMatch() async throws {
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let interactor = services.interactor(presenter, match: Match(gather: gather))
    await interactor.renameTeam(request: .init(team: .teamA, name: "Bibs"))
    await interactor.renameTeam(request: .init(team: .teamB, name: "Bibs"))
    #expect(presenter.responses.first == "renamed teamA Bibs")
    #expect(presenter.responses.last?.hasPrefix("failed: ") == true)
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo)) func goalsThatCannotBeSavedAreRefused() async {
    let interactor = services.interactor(presenter)
    await interactor.undoGoal(request: .init())
    services.snapshots.setFailure(.storage("disk full"))
    await interactor.scoreGoal(request: .init(team: .teamA, scorerNumber: nil, ownGoal: false))
    await interactor.setScore(request: .init(score: Score(teamA: 1, teamB: 0)))
    await interactor.removeGoal(request: .init(number: 1))
    await interactor.renameTeam(request: .init(team: .teamA, name: "Bibs"))
    #expect(
      presenter.responses.map { $0.prefix(8) } == [
        "failed: ", "failed: ", "failed: ", "failed: ", "failed: ",
      ])
    #expect(presenter.responses[1] == "failed: storage failed: disk full")
  }
}
