import Domain
import TestDoubles
import Testing

@testable import ConfirmPlayersFeature

@MainActor
struct ConfirmPlayersRouterTests {
  let routes = RouterHarness(ConfirmPlayersRouter.init, RecordingConfirmPlayersListener.init)

  @Test func forwardsTheStartedGatherToTheListener() async {
    let listener = await routes.listener(expecting: .confirmPlayersDidStart) {
      await $0.showGather(Gather(id: .gatherID))
    }
    #expect(listener.started.map(\.id) == [.gatherID])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    #expect(await routes.releasesItsListener { await $0.showGather(Gather(id: .gatherID)) })
  }
}
