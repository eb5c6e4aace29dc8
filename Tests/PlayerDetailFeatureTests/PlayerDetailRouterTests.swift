import Domain
import TestDoubles
import Testing

@testable import PlayerDetailFeature

@MainActor
struct PlayerDetailRouterTests {
  let routes = RouterHarness(PlayerDetailRouter.init, RecordingPlayerDetailListener.init)

  @Test func forwardsTheEditRequestToTheListener() async {
    let listener = await routes.listener(expecting: .playerDetailDidRequestEdit) {
      await $0.showEdit(.position, of: .ann)
    }
    #expect(listener.edits == ["position of Ann"])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    #expect(await routes.releasesItsListener { await $0.showEdit(.name, of: .ann) })
  }
}
