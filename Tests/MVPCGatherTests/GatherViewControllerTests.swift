import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPCGather

/// MVP-C's match screen as its coordinator makes it: it lists its commands, completes the
/// players' names, asks before quitting and stops its timer when it leaves the stack.
@MainActor
struct GatherViewControllerTests {
  let services = MatchServices()
  let parent = RecordingParent()

  @Test(.tags(.gatherTabCompletesNames, .gatherQuitAsksFirst))
  func theScreenCompletesNamesAndAsksBeforeQuitting() async {
    let (console, input, output) = Console.scripted()
    let screen = GatherCoordinator(
      console: console, clock: services.clock, gatherService: services.gathers,
      playerService: services.players, resultService: services.gathers,
      snapshotService: services.snapshots, parent: parent
    ).start(gather: .fixture)
    #expect(screen.commands.count == 21)
    await screen.appear()
    #expect(screen.completion.argumentWords == ["Ann", "Bob", "Cy", "Dee"])
    await screen.handle(CommandInput("start"))
    input.append("n")
    #expect(await screen.shouldQuit(atEndOfInput: false) == false)
    #expect(await screen.shouldQuit(atEndOfInput: true))
    await screen.disappear()
    #expect(output.lines.contains("The gather goes on."))
    #expect(services.snapshots.current != nil)
    #expect(parent.events.isEmpty)
  }
}
