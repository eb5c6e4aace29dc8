import Domain
import TestDoubles
import Testing

@testable import PlayerAddFeature

@MainActor
struct PlayerAddRouterTests {
  @Test func forwardsTheNewPlayerToTheListener() async {
    let listener = RecordingPlayerAddListener()
    listener.expect(.playerAddDidAdd)
    await PlayerAddRouter(listener: listener).finishAdding(Player(id: 7, name: "Ann"))
    #expect(listener.added == [Player(id: 7, name: "Ann")])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    let (released, router) = ListenerRelease.check(RecordingPlayerAddListener.init) {
      PlayerAddRouter(listener: $0)
    }
    #expect(released)
    await router.finishAdding(Player(id: 7, name: "Ann"))
  }
}
