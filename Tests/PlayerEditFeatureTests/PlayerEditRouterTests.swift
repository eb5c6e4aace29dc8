import Domain
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
    var listener: RecordingPlayerEditListener? = RecordingPlayerEditListener()
    let router = PlayerEditRouter(listener: listener!)
    weak let released = listener
    listener = nil
    #expect(released == nil)
    await router.finishEditing(.ann)
  }
}
