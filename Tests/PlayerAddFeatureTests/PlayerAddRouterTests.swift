import Domain
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
    var listener: RecordingPlayerAddListener? = RecordingPlayerAddListener()
    let router = PlayerAddRouter(listener: listener!)
    weak let released = listener
    listener = nil
    #expect(released == nil)
    await router.finishAdding(Player(id: 7, name: "Ann"))
  }
}
