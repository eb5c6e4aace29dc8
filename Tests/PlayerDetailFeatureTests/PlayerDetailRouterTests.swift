import Domain
import TestDoubles
import Testing

@testable import PlayerDetailFeature

@MainActor
struct PlayerDetailRouterTests {
  @Test func forwardsTheEditRequestToTheListener() async {
    let listener = RecordingPlayerDetailListener()
    listener.expect(.playerDetailDidRequestEdit)
    await PlayerDetailRouter(listener: listener).showEdit(.position, of: .ann)
    #expect(listener.edits == ["position of Ann"])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    let (released, router) = ListenerRelease.check(RecordingPlayerDetailListener.init) {
      PlayerDetailRouter(listener: $0)
    }
    #expect(released)
    await router.showEdit(.name, of: .ann)
  }
}
