import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVCGather

/// The controller's line-up commands: lines in, what it prints, what the model keeps.
@MainActor
struct GatherViewControllerLineUpTests {
  let services = MatchServices()

  @Test(.tags(.gatherLineUpChanges, .gatherBadLineUpInputChangesNothing))
  func aSubstitutionIsPrintedSavedAndABadOneChangesNothing() async {
    let (console, _, output) = Console.scripted()
    let controller = GatherViewController(
      gather: .fixture, console: console, clock: TestClock(), gatherService: services.gathers,
      playerService: FakePlayerService(),
      resultService: services.gathers, snapshotService: services.snapshots,
      delegate: RecordingDelegate())
    await controller.appear()
    for line in ["bench 4", "sub 4 1", "sub 1 4"] {
      await controller.handle(CommandInput(line))
    }
    let printed = output.lines.filter { $0.hasPrefix("Line-up") || $0.hasPrefix("error") }
    #expect(
      printed == [
        "Line-up: Dee to the Bench (from Team B).",
        "error: Dee is on the Bench, not playing; type 'sub OUT IN' with a player who plays, "
          + "then one from the Bench",
        "Line-up: Dee on for Ann (Team A).",
      ])
    #expect(controller.match.players(of: .bench) == [.ann])
    #expect(services.snapshots.current?.changes.map(\.replacedID) == [1])
  }

  @Test(.tags(.gatherLineUpChanges))
  func movesAndSwapsChangeTheLineUpAndASubstitutionKeepsItsMinute() async throws {
    let harness = try await GatherHarness.appeared()
    await harness.type("b 1", "a 1", "bench 4", "start")
    await harness.play(60, until: "Time left: 09:00")
    _ = harness.said()
    await harness.type("sub 1 4", "swap 2 3")
    #expect(
      harness.said() == [
        "Line-up: 2' Dee on for Ann (Team A).",
        "Line-up: 2' Bob to Team B (from Team A); 2' Cy to Team A (from Team B).",
      ])
    let match = harness.controller.match
    #expect(match.players(of: .teamA) == [.cy, .dee])
    #expect(match.players(of: .teamB) == [.bob])
    #expect(match.players(of: .bench) == [.ann])
    #expect(harness.services.snapshots.current?.changes.last?.minute == 2)
  }

  @Test(.tags(.gatherBadLineUpInputChangesNothing))
  func everyRefusedLineUpChangeIsOneErrorAndChangesNothing() async throws {
    let harness = try await GatherHarness.appeared()
    _ = harness.said()
    let before = harness.services.snapshots.saved.count
    await harness.type(
      "a", "b x", "bench 1 2", "a 9", "swap 1", "swap 1 1", "sub 1", "a 1", "swap 1 2")
    #expect(
      harness.said() == [
        "error: type 'a N' with the player's number, e.g. 'a 3'",
        "error: no player here is called 'x'; type their number or the start of their name",
        "error: type 'bench N' with the player's number, e.g. 'bench 3'",
        "error: there is no player 9; choose a number from 1 to 4",
        "error: type 'swap N M' with the numbers of two players, e.g. 'swap 2 3'",
        "error: player 1 cannot take their own place; give two different numbers",
        "error: type 'sub OUT IN' with the number of the player going off, then the one coming "
          + "on from the Bench, e.g. 'sub 2 5'",
        "error: Ann already plays for Team A; 'list' shows who plays where",
        "error: Ann and Bob both play for Team A; swap players of different teams, or of a team "
          + "and the Bench",
      ])
    #expect(harness.services.snapshots.saved.count == before)
  }

  @Test(.tags(.gatherLatecomersJoin))
  func latecomersJoinFromTheRosterByNameOrNumberOrAsGuests() async throws {
    let roster = FakePlayerService(players: [
      .ann, .bob, .cy, .dee, Player(id: 5, name: "Eve", position: .winger),
      Player(id: 6, name: "José"), Player(id: 7, name: "Joss"),
    ])
    let harness = try await GatherHarness.appeared(["n", "y"], roster: roster)
    _ = harness.said()
    await harness.type(
      "add", "add 99", "add jo", "add JOSE", "add a 5", "add ann", "add b Zoë", "add b Zoë")
    #expect(
      harness.said() == [
        "error: type 'add NAME' or 'add N' (their number on the player list), e.g. 'add Fay', or "
          + "'add a Fay' to put them on Team A",
        "error: there is no player 99; choose a number from 1 to 7",
        "error: 2 players on the roster fit 'jo': 6 José, 7 Joss; type 'add N' with the number "
          + "the player list gives",
        "Line-up: José joins the Bench as number 5; 'sub N 5' brings them on.",
        "Line-up: Eve joins Team A as number 6.",
        "error: Ann already has a place in this match as number 1; 'list' shows who plays where",
        "Zoë is not on the roster. Add Zoë to the roster as a guest, and to this match? [y/n] n",
        "Nobody was added.",
        "Zoë is not on the roster. Add Zoë to the roster as a guest, and to this match? [y/n] y",
        "Line-up: Zoë joins Team B as number 7.",
      ])
    #expect(harness.controller.match.players(of: .teamB).map(\.name) == ["Cy", "Dee", "Zoë"])
    #expect(roster.players.map(\.name).last == "Zoë")
  }
}
