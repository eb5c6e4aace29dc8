import Domain
import TestDoubles
import Testing

@testable import ConfirmPlayersFeature

@MainActor
struct ConfirmPlayersRouterTests {
  @Test func forwardsTheStartedGatherToTheListener() async {
    let listener = RecordingConfirmPlayersListener()
    listener.expect(.confirmPlayersDidStart)
    await ConfirmPlayersRouter(listener: listener).showGather(Gather(id: .gatherID))
    #expect(listener.started.map(\.id) == [.gatherID])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    let (released, router) = ListenerRelease.check(RecordingConfirmPlayersListener.init) {
      ConfirmPlayersRouter(listener: $0)
    }
    #expect(released)
    await router.showGather(Gather(id: .gatherID))
  }
}
