import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import MVVMGather

/// Goals, corrections and names, sent to the view model alone; the recorder reads its
/// outputs.
@MainActor
struct GatherViewModelScoreTests {
  let fixture = GatherFixture()

  @Test(.tags(.gatherGoalIsScored, .gatherBadInputIsOneError))
  func goalsNameTheirScorerAndABadOneChangesNothing() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 2, ownGoal: false))
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 9, ownGoal: false))
    await viewModel.didEnter(.goal(.teamB, scorerNumber: 1, ownGoal: false))
    await viewModel.didEnter(.goal(.teamB, scorerNumber: 1, ownGoal: true))
    #expect(
      recorder.take() == [
        .message("Goal! -- Team A, Bob. Team A 1-0 Team B"),
        .error("no player of this match has number 9; 'list' shows the numbers"),
        .error(
          "Ann does not play for Team B; give a Team B player, score for Team A, or type 'og' "
            + "for an own goal"),
        .message("Goal! -- Team B, Ann (own goal). Team A 1-1 Team B"),
      ])
    #expect(viewModel.match.goals.count == 2)
    #expect(fixture.snapshots.current?.goals.count == 2)
  }

  @Test(.tags(.gatherGoalIsTakenBack, .gatherScoreIsTyped))
  func undoRemoveAndScoreCorrectTheLog() async {
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.goal(.teamA, scorerNumber: 1, ownGoal: false))
    await viewModel.didEnter(.goal(.teamB, scorerNumber: 3, ownGoal: false))
    _ = recorder.take()
    await viewModel.didEnter(.remove(goal: 1))
    await viewModel.didEnter(.remove(goal: 5))
    await viewModel.didEnter(.score(Score(teamA: 2, teamB: 1)))
    await viewModel.didEnter(.undo)
    await viewModel.didEnter(.goals)
    #expect(
      recorder.take() == [
        .message("Removed goal 1 (-- Team A, Ann). Team A 0-1 Team B"),
        .error("there is no goal 5; choose a number from 1 to 1 ('goals' lists them)"),
        .message("Score set: Team A 2-1 Team B."),
        .message("Removed the last goal (-- Team A). Team A 1-1 Team B"),
        .report(["Goals (1-1):", "  1  -- Team B, Cy", "  2  -- Team A"]),
      ])
  }

  @Test(.tags(.gatherTeamIsRenamed))
  func aRenamedTeamIsKeptWithTheGatherAndShownEverywhere() async throws {
    let gather = try await fixture.gathers.createGather(players: Gather.fixture.players)
    let (viewModel, recorder) = fixture.make(gather)
    await viewModel.didEnter(.name(.teamB, to: "Skins"))
    #expect(
      recorder.take() == [
        .message("Team B is now called Skins; 'goal b N' still scores for it."), .screen,
      ])
    #expect(recorder.screens.last?.title == "Gather: Team A 0-0 Skins")
    #expect(fixture.gathers.gathers.first?.teamNames.name(of: .teamB) == "Skins")
    await viewModel.didEnter(.name(.teamA, to: "Skins"))
    #expect(recorder.take().count == 1)
  }

  @Test(.tags(.gatherLongLineUpPages))
  func aLongLineUpIsListedAPageAtATime() async {
    let players = (1...60).map { Player(id: $0, name: "P\($0)") }
    let gather = Gather(
      id: Gather.fixture.id, players: players.map { GatherPlayer(player: $0, team: .teamA) })
    let (viewModel, recorder) = fixture.make(gather)
    viewModel.didEnter(listing: nil)
    viewModel.didEnter(listing: 26...30)
    // The rows asked for, and the line that says there are more.
    #expect(recorder.screens.map { $0.sections[0].rows.count } == [26, 6])
    viewModel.didEnter(listing: nil)
    viewModel.didEnterMore()
    viewModel.didEnterMore()
    viewModel.didEnterMore()
    #expect(recorder.take().last == .message(GatherText.endOfLineUp))
  }
}
