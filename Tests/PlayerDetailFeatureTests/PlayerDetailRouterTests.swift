import Domain
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
    var listener: RecordingPlayerDetailListener? = RecordingPlayerDetailListener()
    let router = PlayerDetailRouter(listener: listener!)
    weak let released = listener
    listener = nil
    #expect(released == nil)
    await router.showEdit(.name, of: .ann)
  }
}
