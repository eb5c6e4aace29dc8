import Domain
import TestDoubles
import Testing

@testable import PlayerListFeature

@MainActor
struct PlayerListRouterTests {
  @Test func forwardsEachRouteToTheListener() async {
    let listener = RecordingPlayerListListener()
    listener.expect(
      .playerListDidRequestAddPlayer, .playerListDidSelect, .playerListDidRequestLogOut,
      .playerListDidRequestHistory, .playerListDidRequestSelection, .playerListDidRequestResume,
      .playerListDidRequestRatings)
    let router = PlayerListRouter(listener: listener)
    await router.showAddPlayer(named: "Ben")
    await router.showDetail(of: .ann)
    await router.logOut()
    await router.showHistory()
    await router.showSelection(showing: RosterWindow())
    await router.resumeMatch(.unfinished)
    await router.showRatings()
    #expect(
      listener.events == [
        "add Ben", "select Ann", "logout", "history", "select from 1", "resume the saved match",
        "ratings",
      ])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    let (released, router) = ListenerRelease.check(RecordingPlayerListListener.init) {
      PlayerListRouter(listener: $0)
    }
    #expect(released)
    await router.logOut()
  }
}
