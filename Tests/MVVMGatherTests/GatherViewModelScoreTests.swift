import Domain
import TestSupport
import Testing

@testable import MVVMGather

/// Goals, corrections, names and the ways out, asked of the view model alone.
@MainActor
struct GatherViewModelScoreTests {
  let clock = TestClock()
  let gathers = FakeGatherService()
  let snapshots = FakeMatchSnapshotService()

  func makeViewModel(_ gather: Gather = .fixture) -> GatherViewModel {
    GatherViewModel(
      match: Match(gather: gather), opening: .started, clock: MatchClock(clock),
      gatherService: gathers, playerService: FakePlayerService(), resultService: gathers,
      snapshots: MatchSnapshotWriter(service: snapshots))
  }

  @Test func goalsNameTheirScorerAndABadOneChangesNothing() async {
    let viewModel = makeViewModel()
    #expect(
      await viewModel.scoreGoal(for: .teamA, scorerNumber: 2, ownGoal: false)
        == [.message("Goal! -- Team A, Bob. Team A 1-0 Team B")])
    #expect(
      await viewModel.scoreGoal(for: .teamA, scorerNumber: 9, ownGoal: false)
        == [.error("no player of this match has number 9; 'list' shows the numbers")])
    #expect(
      await viewModel.scoreGoal(for: .teamB, scorerNumber: 1, ownGoal: false)
        == [
          .error(
            "Ann does not play for Team B; give a Team B player, score for Team A, or type 'og' "
              + "for an own goal")
        ])
    #expect(
      await viewModel.scoreGoal(for: .teamB, scorerNumber: 1, ownGoal: true)
        == [.message("Goal! -- Team B, Ann (own goal). Team A 1-1 Team B")])
    #expect(viewModel.match.goals.count == 2)
    #expect(snapshots.current?.goals.count == 2)
  }

  @Test func undoRemoveAndScoreCorrectTheLog() async {
    let viewModel = makeViewModel()
    _ = await viewModel.scoreGoal(for: .teamA, scorerNumber: 1, ownGoal: false)
    _ = await viewModel.scoreGoal(for: .teamB, scorerNumber: 3, ownGoal: false)
    #expect(
      await viewModel.removeGoal(number: 1)
        == [.message("Removed goal 1 (-- Team A, Ann). Team A 0-1 Team B")])
    #expect(
      await viewModel.removeGoal(number: 5)
        == [.error("there is no goal 5; choose a number from 1 to 1 ('goals' lists them)")])
    #expect(
      await viewModel.setScore(Score(teamA: 2, teamB: 1)) == [
        .message("Score set: Team A 2-1 Team B.")
      ])
    #expect(
      await viewModel.undoGoal() == [
        .message("Removed the last goal (-- Team A). Team A 1-1 Team B")
      ])
    #expect(viewModel.goalLog == ["Goals (1-1):", "  1  -- Team B, Cy", "  2  -- Team A"])
  }

  @Test func aRenamedTeamIsKeptWithTheGatherAndShownEverywhere() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let viewModel = makeViewModel(gather)
    #expect(
      await viewModel.rename(.teamB, to: "Skins")
        == [.message("Team B is now called Skins; 'goal b N' still scores for it."), .update])
    #expect(viewModel.content.title == "Gather: Team A 0-0 Skins")
    #expect(gathers.gathers.first?.teamNames.name(of: .teamB) == "Skins")
  }

  @Test func endingSavesTheResultAndForgetsTheSnapshot() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let viewModel = makeViewModel(gather)
    _ = await viewModel.open()
    _ = await viewModel.scoreGoal(for: .teamB, scorerNumber: 4, ownGoal: false)
    #expect(viewModel.endQuestion == "End the gather at Team A 0-1 Team B?")
    let (feedback, ended) = await viewModel.endGather()
    #expect(
      feedback == [
        .lines([
          "Gather ended: Team A 0-1 Team B. Winner: Team B.", "Goals (0-1):", "  1  -- Team B, Dee",
        ])
      ])
    #expect(ended?.score == Score(teamA: 0, teamB: 1))
    #expect(snapshots.current == nil)
  }

  @Test func leavingKeepsTheMatchWithItsTimerRunningAndDiscardingForgetsIt() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let viewModel = makeViewModel(gather)
    _ = await viewModel.startTimer()
    clock.advance(by: .seconds(2))
    #expect(
      await viewModel.leave() == [
        .message(
          "Left the gather with the timer running (09:58 left); it runs on. 'resume' on the "
            + "player list or your next login says what passed.")
      ])
    #expect(snapshots.current?.timer.remainingMilliseconds == 598_000)
    #expect(snapshots.current?.timer.wasRunning == true)
    #expect(snapshots.current?.timer.leftRunningAtMilliseconds == 2_000)
    #expect(await viewModel.discard() == [.message("Discarded the unfinished match.")])
    #expect(snapshots.current == nil && gathers.gathers.isEmpty)
  }
}
