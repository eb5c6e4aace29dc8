import Domain
import TestDoubles
import Testing

@testable import PlayerEditFeature

@MainActor
struct PlayerEditRouterTests {
  let routes = RouterHarness(PlayerEditRouter.init, RecordingPlayerEditListener.init)

  @Test func forwardsTheSavedPlayerToTheListener() async {
    let listener = await routes.listener(expecting: .playerEditDidSave) {
      await $0.finishEditing(.ann)
    }
    #expect(listener.saved == [.ann])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    #expect(await routes.releasesItsListener { await $0.finishEditing(.ann) })
  }
}
