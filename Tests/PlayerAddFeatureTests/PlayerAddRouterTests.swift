import Domain
import TestDoubles
import Testing

@testable import PlayerAddFeature

@MainActor
struct PlayerAddRouterTests {
  let routes = RouterHarness(PlayerAddRouter.init, RecordingPlayerAddListener.init)

  @Test func forwardsTheNewPlayerToTheListener() async {
    let listener = await routes.listener(expecting: .playerAddDidAdd) {
      await $0.finishAdding(Player(id: 7, name: "Ann"))
    }
    #expect(listener.added == [Player(id: 7, name: "Ann")])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    #expect(await routes.releasesItsListener { await $0.finishAdding(Player(id: 7, name: "Ann")) })
  }
}
