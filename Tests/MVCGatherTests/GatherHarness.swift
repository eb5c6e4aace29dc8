import Domain
import LineUI
import TestSupport

@testable import MVCGather

/// A match screen driven as the screen stack drives it, over a scripted console, the
/// in-memory services and a test clock: lines in, what it says out.
@MainActor
final class GatherHarness {
  let services: MatchServices
  let roster: FakePlayerService
  let delegate = RecordingDelegate()
  let input: ScriptedInput
  let output: RecordingOutput
  let console: Console
  let controller: GatherViewController

  init(
    _ answers: [String] = [], gather: Gather = .fixture, services: MatchServices = MatchServices(),
    roster: FakePlayerService = FakePlayerService()
  ) {
    self.services = services
    self.roster = roster
    (console, input, output) = Console.scripted(answers)
    controller = GatherViewController(
      gather: gather, console: console, clock: services.clock, gatherService: services.gathers,
      playerService: roster, resultService: services.gathers, snapshotService: services.snapshots,
      delegate: delegate)
  }

  /// A screen over a gather its gather service keeps (so a rename or an end is saved there),
  /// appeared.
  static func appeared(
    _ answers: [String] = [], players: [GatherPlayer] = Gather.fixture.players,
    roster: FakePlayerService = FakePlayerService()
  ) async throws -> GatherHarness {
    let services = MatchServices()
    let gather = try await services.gathers.createGather(players: players)
    let harness = GatherHarness(answers, gather: gather, services: services, roster: roster)
    await harness.controller.appear()
    return harness
  }

  /// Types each line at the `gather>` prompt.
  func type(_ lines: String...) async {
    for line in lines { await controller.handle(CommandInput(line)) }
  }

  /// Moves the clock on by `seconds` while the timer runs, and returns once the ticker
  /// has said `text` (as the behaviour suite's scripts move it).
  func play(_ seconds: Int, until text: String) async {
    await services.clock.waitForSleepers(1)
    services.clock.advance(by: .seconds(seconds))
    await output.waitUntil(contains: text)
  }

  /// What the screen said since the last call: its lines but the board's (the title, the
  /// teams' headings and rows, the timer and command lines, blank lines).
  func said() -> [String] {
    defer { output.clear() }
    return output.lines.filter { line in
      !line.isEmpty && !line.hasPrefix(" ")
        && !["Gather: ", "Timer: ", "Commands: "].contains(where: line.hasPrefix)
        && line.contains(where: { ":.!?".contains($0) })
    }
  }
}
