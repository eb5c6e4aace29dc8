import Domain
import LineUI
import TestSupport
import Testing

@testable import MVCGather

/// The controller's line-up commands: lines in, what it prints, what the model keeps.
@MainActor
struct GatherViewControllerLineUpTests {
  let services = MatchServices()

  @Test func aSubstitutionIsPrintedSavedAndABadOneChangesNothing() async {
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
}
