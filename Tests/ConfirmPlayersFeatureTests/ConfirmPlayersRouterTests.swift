import Domain
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
    var listener: RecordingConfirmPlayersListener? = RecordingConfirmPlayersListener()
    let router = ConfirmPlayersRouter(listener: listener!)
    weak let released = listener
    listener = nil
    #expect(released == nil)
    await router.showGather(Gather(id: .gatherID))
  }
}
