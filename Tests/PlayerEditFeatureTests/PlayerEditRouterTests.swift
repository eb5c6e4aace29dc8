import Domain
import TestDoubles
import Testing

@testable import PlayerEditFeature

@MainActor
struct PlayerEditRouterTests {
  @Test func forwardsTheSavedPlayerToTheListener() async {
    let listener = RecordingPlayerEditListener()
    listener.expect(.playerEditDidSave)
    await PlayerEditRouter(listener: listener).finishEditing(.ann)
    #expect(listener.saved == [.ann])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    let (released, router) = ListenerRelease.check(RecordingPlayerEditListener.init) {
      PlayerEditRouter(listener: $0)
    }
    #expect(released)
    await router.finishEditing(.ann)
  }
}
