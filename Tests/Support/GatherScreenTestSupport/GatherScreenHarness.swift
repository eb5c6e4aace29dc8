import Domain
import LineUI
import TestSupport

/// How a pattern's test target makes its match screen for `GatherScreenHarness`: MVC's
/// and MVVM's `GatherViewController`, each with the recording delegate of its own tests.
@MainActor
public protocol GatherScreenMaker {
  associatedtype Controller: Screen
  associatedtype Delegate
  /// A recording delegate, the test target's own double.
  static func recordingDelegate() -> Delegate
  /// The screen of `gather` just started, over `console`, `services`' clock, gathers and
  /// snapshots, and `roster`, telling `delegate` when the match ends or is left.
  static func screen(
    gather: Gather, console: Console, services: MatchServices, roster: FakePlayerService,
    delegate: Delegate
  ) -> Controller
  /// The match as `controller` keeps it now.
  static func match(of controller: Controller) -> Match
}

/// A match screen driven as the screen stack drives it, over a scripted console, the
/// in-memory services and a test clock: lines in, what it says out. Written once; MVC's
/// and MVVM's test targets name it `GatherHarness` over their own screen
/// (`typealias GatherHarness = GatherScreenHarness<MVCGatherScreen>`).
@MainActor
public final class GatherScreenHarness<Maker: GatherScreenMaker> {
  public let services: MatchServices
  public let roster: FakePlayerService
  public let delegate = Maker.recordingDelegate()
  public let input: ScriptedInput
  public let output: RecordingOutput
  public let console: Console
  public let controller: Maker.Controller

  public init(
    _ answers: [String] = [], gather: Gather = .fixture, services: MatchServices = MatchServices(),
    roster: FakePlayerService = FakePlayerService()
  ) {
    self.services = services
    self.roster = roster
    (console, input, output) = Console.scripted(answers)
    controller = Maker.screen(
      gather: gather, console: console, services: services, roster: roster, delegate: delegate)
  }

  /// A screen over a gather its gather service keeps (so a rename or an end is saved there),
  /// appeared.
  public static func appeared(
    _ answers: [String] = [], players: [GatherPlayer] = Gather.fixture.players,
    roster: FakePlayerService = FakePlayerService()
  ) async throws -> GatherScreenHarness {
    let services = MatchServices()
    let gather = try await services.gathers.createGather(players: players)
    let harness = GatherScreenHarness(answers, gather: gather, services: services, roster: roster)
    await harness.controller.appear()
    return harness
  }

  /// The match as the screen keeps it now.
  public var match: Match { Maker.match(of: controller) }

  /// Types each line at the `gather>` prompt.
  public func type(_ lines: String...) async {
    for line in lines { await controller.handle(CommandInput(line)) }
  }

  /// Moves the clock on by `seconds` while the timer runs, and returns once the ticker
  /// has said `text` (as the behaviour suite's scripts move it).
  public func play(_ seconds: Int, until text: String) async {
    await services.clock.waitForSleepers(1)
    services.clock.advance(by: .seconds(seconds))
    await output.waitUntil(contains: text)
  }

  /// What the screen said since the last call: its lines but the board's (the title, the
  /// teams' headings and rows, the timer and command lines, blank lines).
  public func said() -> [String] {
    defer { output.clear() }
    return output.lines.filter { line in
      !line.isEmpty && !line.hasPrefix(" ")
        && !["Gather: ", "Timer: ", "Commands: "].contains(where: line.hasPrefix)
        && line.contains(where: { ":.!?".contains($0) })
    }
  }
}
