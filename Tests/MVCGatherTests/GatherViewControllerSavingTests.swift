import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVCGather

/// What reaches the saved match, read back from the services after each line (not from
/// what the screen printed), and what the screen says when it cannot be saved.
@MainActor
struct GatherViewControllerSavingTests {
  @Test(.tags(.gatherEveryChangeIsSaved, .gatherGoalIsScored, .gatherGoalIsTakenBack))
  func everyChangeReachesTheSavedMatchAtTheLineThatMadeIt() async throws {
    let harness = try await GatherHarness.appeared()
    let snapshots = harness.services.snapshots
    func saved() -> String {
      guard let match = snapshots.current else { return "none" }
      let goals = match.goals.map { "\($0.team == .teamA ? "A" : "B")\($0.scorerID ?? 0)" }
      let teams = [Team.teamA, .teamB, .bench].map { team in
        match.players.filter { $0.team == team }.map { "\($0.player.id)" }.joined()
      }
      return "\(goals.joined(separator: " ")) | \(teams.joined(separator: "/"))"
        + " | \(match.teamNames.teamA)/\(match.teamNames.teamB)"
    }
    var kept: [String] = []
    for line in [
      "goal a 1", "goal b og 2", "goal b 3", "remove 1", "bench 2", "sub 4 2", "swap 1 3",
      "score 3-2", "name a Bibs", "goal a 3", "undo",
    ] {
      await harness.type(line)
      kept.append(saved())
    }
    #expect(
      kept == [
        "A1 | 12/34/ | Team A/Team B", "A1 B2 | 12/34/ | Team A/Team B",
        "A1 B2 B3 | 12/34/ | Team A/Team B", "B2 B3 | 12/34/ | Team A/Team B",
        "B2 B3 | 1/34/2 | Team A/Team B", "B2 B3 | 1/23/4 | Team A/Team B",
        "B2 B3 | 3/12/4 | Team A/Team B", "B2 B3 A0 A0 A0 | 3/12/4 | Team A/Team B",
        "B2 B3 A0 A0 A0 | 3/12/4 | Bibs/Team B", "B2 B3 A0 A0 A0 A3 | 3/12/4 | Bibs/Team B",
        "B2 B3 A0 A0 A0 | 3/12/4 | Bibs/Team B",
      ])
    #expect(harness.services.gathers.gathers.first?.teamNames.teamA == "Bibs")
  }

  @Test(.tags(.gatherTeamIsRenamed))
  func aTeamIsRenamedEverywhereAndGivenItsOldNameBack() async throws {
    let harness = try await GatherHarness.appeared()
    _ = harness.said()
    await harness.type("name a Bibs", "goal a 2", "name b Bibs", "name a", "name c X", "name")
    #expect(
      harness.said() == [
        "Team A is now called Bibs; 'goal a N' still scores for it.",
        "Goal! -- Bibs, Bob. Bibs 1-0 Team B",
        "error: Team A is already called 'Bibs'; give Team B another name",
        "Team A is called Team A again.",
        "error: type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'",
        "error: type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'",
      ])
    #expect(harness.services.gathers.gathers.first?.teamNames.teamA == "Team A")
  }

  @Test(.tags(.gatherGoalIsTakenBack, .gatherBadInputIsOneError))
  func aGoalTakenBackThatIsNotThereIsOneError() async throws {
    let harness = try await GatherHarness.appeared()
    _ = harness.said()
    await harness.type(
      "undo", "remove 1", "goal a 1", "remove 3", "remove x", "undo now", "score three")
    #expect(
      harness.said() == [
        "error: there is no goal to undo; the score is 0-0",
        "error: there is no goal to remove; the score is 0-0",
        "Goal! -- Team A, Ann. Team A 1-0 Team B",
        "error: there is no goal 3; choose a number from 1 to 1 ('goals' lists them)",
        "error: type 'remove N' with the goal's number from 'goals'",
        "error: 'undo' takes nothing after it; type 'undo'",
        "error: type the score as Team A-Team B, e.g. 'score 3-2'",
      ])
    #expect(harness.services.snapshots.current?.goals.count == 1)
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo))
  func aMatchThatCannotBeSavedSaysSoAtEveryChangeAndItsEndIsRefused() async throws {
    let harness = try await GatherHarness.appeared(["y"])
    harness.services.snapshots.setFailure(.storage("disk full"))
    harness.services.gathers.setFailure(.storage("disk full"))
    _ = harness.said()
    await harness.type("goal a 1", "time 0:05", "start", "name a Bibs")
    await harness.play(1, until: "the match could not be saved")
    await harness.type("end")
    #expect(
      harness.said().filter { !$0.hasPrefix("Time left") } == [
        "error: storage failed: disk full", "error: storage failed: disk full",
        "error: storage failed: disk full", "error: storage failed: disk full",
        "error: the match could not be saved: storage failed: disk full",
        "End the gather at Team A 1-0 Team B with 00:04 left? [y/n] y",
        "error: could not end the gather: storage failed: disk full",
      ])
    #expect(harness.controller.match.timer.isRunning)
    #expect(harness.delegate.events.isEmpty)
  }

  @Test(.tags(.gatherGoalIsScored, .gatherBadInputIsOneError))
  func aGoalForTheWrongTeamOrWithoutItsScorerIsOneError() async throws {
    let harness = try await GatherHarness.appeared()
    _ = harness.said()
    await harness.type("goals", "goal c", "goal a 3", "goal b og", "goal a 2", "goals")
    #expect(
      harness.said() == [
        "No goals yet. Type 'goal a' or 'goal b N'.",
        "error: type 'goal a' or 'goal b', and the scorer's number: 'goal a 3' ('goal a og 7' "
          + "for an own goal)",
        "error: Cy does not play for Team A; give a Team A player, score for Team B, or type "
          + "'og' for an own goal",
        "error: type 'goal b og N' with the number of the player who scored it",
        "Goal! -- Team A, Bob. Team A 1-0 Team B", "Goals (1-0):",
      ])
  }
}
