import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import VIPGather

/// VIP's match scene assembled by its module and driven as the screen stack drives it, on
/// the test clock: each catalogued behaviour once round the whole cycle (view controller,
/// interactor, presenter, back to the view), checked on what the user reads and on the
/// match the interactor saved.
@MainActor
struct GatherSceneTests {
  final class Delegate: GatherRouterDelegate {
    private(set) var heard: [String] = []
    func gatherRouter(didEnd gather: Gather) async { heard.append("ended") }
    func gatherRouterDidLeave() async { heard.append("left") }
  }

  let services = MatchServices()
  let delegate = Delegate()
  let roster = FakePlayerService(players: [Player(id: 9, name: "Fay")])

  var module: GatherModule {
    GatherModule(
      console: console, clock: services.clock, gatherService: services.gathers,
      playerService: roster, resultService: services.gathers,
      snapshotService: services.snapshots)
  }

  let console: Console
  let input: ScriptedInput
  let output: RecordingOutput

  init() {
    (console, input, output) = Console.scripted()
  }

  /// The scene of a gather the service keeps (so that renaming and ending are saved).
  func scene(_ players: [GatherPlayer] = Gather.fixture.players) async throws -> any Screen {
    let screen = module.assemble(
      gather: try await services.gathers.createGather(players: players), delegate: delegate)
    await screen.appear()
    output.clear()
    return screen
  }

  func type(_ lines: String..., on screen: any Screen) async {
    for line in lines { await screen.handle(CommandInput(line)) }
  }

  /// The match as last saved.
  var saved: Match? { services.snapshots.current.map { Match(snapshot: $0) } }

  @Test(
    .tags(
      .gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherScoreIsTyped, .gatherTeamIsRenamed,
      .gatherNamesWorkLikeNumbers, .gatherEveryChangeIsSaved))
  func goalsAndNamesAreSaidAndSavedLineByLine() async throws {
    let screen = try await scene()
    await type("goal a Bob", on: screen)
    #expect(saved?.goals.count == 1)
    await type("goal b og 1", "undo", on: screen)
    #expect(saved?.score == Score(teamA: 1, teamB: 0))
    await type("score 2-1", on: screen)
    #expect(saved?.score == Score(teamA: 2, teamB: 1))
    await type("remove 3", "name a Bibs", on: screen)
    #expect(saved?.score == Score(teamA: 2, teamB: 0))
    #expect(saved?.teamNames.name(of: .teamA) == "Bibs")
    for line in [
      "Goal! -- Team A, Bob. Team A 1-0 Team B",
      "Goal! -- Team B, Ann (own goal). Team A 1-1 Team B",
      "Removed the last goal (-- Team B, Ann (own goal)). Team A 1-0 Team B",
      "Score set: Team A 2-1 Team B.", "Team A is now called Bibs; 'goal a N' still scores for it.",
    ] {
      #expect(output.lines.contains(line), "\(line)")
    }
  }

  @Test(.tags(.gatherTimerCountsDown))
  func theTimerCountsDownOnTheInjectedClockToTimesUp() async throws {
    let screen = try await scene()
    await type("time 0:02", "start", on: screen)
    await services.clock.waitForSleepers(1)
    await services.clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    services.clock.advance(by: .seconds(1))
    await output.waitUntil(contains: "Time's up!")
    await screen.disappear()
    #expect(output.lines.contains("Time left: 00:01"))
    #expect(output.lines.contains("Time's up! Team A 0-0 Team B. Type 'end' to end the gather."))
  }

  @Test(.tags(.gatherHalvesHaveABreak, .gatherHalvesMidMatchAskFirst))
  func halvesSetOnceTheClockMovedAskFirst() async throws {
    let screen = try await scene()
    await type("halves 2x25 break 5", "start", on: screen)
    services.clock.advance(by: .seconds(60))
    await type("pause", on: screen)
    input.append("keep")
    await type("halves 2x20 break 5", "goal a 1", on: screen)
    await screen.disappear()
    #expect(output.text.contains("[reset/keep]"))
    // Kept: the new halves count down from 20:00, and goals go on from the minute played.
    #expect(saved?.timer.plan.periods == 2)
    #expect(saved?.timer.remaining(at: services.matchClock.now) == .seconds(1200))
    #expect(saved?.goals.first?.minute == 2)
  }

  @Test(.tags(.gatherGoalMinutesNeverGoBack))
  func aGoalAfterTheTimerStoppedKeepsTheMinutePlayed() async throws {
    let screen = try await scene()
    await type("start", on: screen)
    services.clock.advance(by: .seconds(150))
    await type("stop", "goal a 1", on: screen)
    #expect(saved?.goals.first?.minute == 3)
  }

  @Test(.tags(.gatherEarlyEndSaysTheTimeLeft, .gatherEndSavesTheResult))
  func anEarlyEndSaysThePlayLeftAndSavesTheResult() async throws {
    let screen = try await scene()
    await type("start", on: screen)
    services.clock.advance(by: .seconds(360))
    input.append("y")
    await type("end", on: screen)
    #expect(output.lines.contains("Gather ended with 04:00 left: Team A 0-0 Team B. Draw."))
    #expect(services.gathers.gathers.first?.score == Score(teamA: 0, teamB: 0))
    #expect(delegate.heard == ["ended"])
  }

  @Test(.tags(.gatherBadInputIsOneError, .gatherBadLineUpInputChangesNothing))
  func badInputIsOneErrorAndSavesNothing() async throws {
    let screen = try await scene()
    let before = services.snapshots.saved.count
    await type("goal c", "goal a 9", "a", "swap 1", "score 3", "dance", on: screen)
    #expect(output.lines.dropLast().count == 6)
    #expect(output.lines.dropLast().allSatisfy { $0.hasPrefix("error: ") })
    #expect(services.snapshots.saved.count == before)
  }

  @Test(.tags(.gatherLineUpChanges, .gatherBadLineUpInputChangesNothing))
  func aSwapChangesPlacesAndABenchlessSubstitutionIsRefused() async throws {
    let screen = try await scene()
    await type("swap 1 4", "sub 1 3", on: screen)
    #expect(saved?.players(of: .teamA).map(\.name) == ["Bob", "Dee"])
    #expect(output.lines.filter { $0.hasPrefix("error: ") }.count == 1)
  }

  @Test(.tags(.gatherLatecomersJoin))
  func aLatecomerJoinsFromTheRoster() async throws {
    let screen = try await scene()
    await type("add a Fay", on: screen)
    #expect(saved?.players(of: .teamA).map(\.name) == ["Ann", "Bob", "Fay"])
  }

  @Test(.tags(.gatherTabCompletesNames))
  func tabCompletesThePlayersNames() async throws {
    let screen = try await scene()
    #expect(screen.completion.argumentWords == ["Ann", "Bob", "Cy", "Dee"])
  }

  @Test(.tags(.gatherListsTwentyFiveATeam, .gatherLongLineUpPages))
  func aLongLineUpShowsTwentyFiveATeamAndPages() async throws {
    let players = (1...60).map { number in
      GatherPlayer(
        player: Player(id: Player.ID(number), name: "P\(number)"),
        team: number <= 30 ? .teamA : .teamB)
    }
    let screen = module.assemble(
      gather: try await services.gathers.createGather(players: players), delegate: delegate)
    await screen.appear()
    let first = output.text
    #expect(first.contains(" P25 ") && !first.contains(" P26 "))
    output.clear()
    await type("more", on: screen)
    #expect(output.text.contains(" P26 ") && output.text.contains(" P30 "))
    output.clear()
    await type("goal a 1", on: screen)
    #expect(!output.text.contains(" P2 "))
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo))
  func aMatchThatCannotBeSavedSaysSo() async throws {
    let screen = try await scene()
    services.snapshots.setFailure(.storage("disk full"))
    await type("goal a 1", on: screen)
    #expect(output.lines.contains { $0.hasPrefix("error: ") && $0.contains("disk full") })
  }

  @Test(
    .tags(
      .gatherBackAsksWhileRunning, .gatherLeftMatchGoesOn, .gatherUnfinishedMatchResumes,
      .gatherQuitAsksFirst))
  func aMatchLeftRunningGoesOnAndSaysWhatPassedOnReturn() async throws {
    let screen = try await scene()
    await type("start", on: screen)
    input.append("n")
    #expect(await screen.shouldQuit(atEndOfInput: false) == false)
    #expect(output.lines.contains("The gather goes on."))
    input.append("y")
    #expect(await screen.goBack() == .stay)
    await screen.disappear()
    #expect(delegate.heard == ["left"])
    #expect(output.lines.contains { $0.hasPrefix("Left the gather with the timer running") })
    services.clock.advance(by: .seconds(90))
    output.clear()
    input.append("y")
    let again = module.assemble(
      resuming: try #require(services.snapshots.current), delegate: delegate)
    await again.appear()
    await again.disappear()
    #expect(
      output.lines.contains("The timer ran on while the match screen was closed: 01:30 passed."))
  }

  @Test(
    .tags(.gatherLeftPausedMatchComesBackAsItWas, .gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func aMatchLeftPausedComesBackAsItWasAndIsKeptUnlessDiscarded() async throws {
    let screen = try await scene()
    await type("start", on: screen)
    services.clock.advance(by: .seconds(60))
    await type("pause", "goal b 3", on: screen)
    input.append("y")
    _ = await screen.goBack()
    services.clock.advance(by: .seconds(600))
    output.clear()
    input.append("n", "keep")
    let again = module.assemble(
      resuming: try #require(services.snapshots.current), delegate: delegate)
    await again.appear()
    #expect(
      output.lines.first == "Unfinished match found: Team A 0-1 Team B, 09:00 left (paused).")
    #expect(services.snapshots.current != nil)
    #expect(delegate.heard == ["left", "left"])
  }
}
