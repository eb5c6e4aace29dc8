import Domain
import TestDoubles
import Testing

@testable import PlayerListFeature

@MainActor
struct PlayerListRouterTests {
  let routes = RouterHarness(PlayerListRouter.init, RecordingPlayerListListener.init)

  @Test func forwardsEachRouteToTheListener() async {
    let listener = await routes.listener(
      expecting: .playerListDidRequestAddPlayer, .playerListDidSelect, .playerListDidRequestLogOut,
      .playerListDidRequestHistory, .playerListDidRequestSelection, .playerListDidRequestResume,
      .playerListDidRequestRatings
    ) { router in
      await router.showAddPlayer(named: "Ben")
      await router.showDetail(of: .ann)
      await router.logOut()
      await router.showHistory()
      await router.showSelection(showing: RosterWindow())
      await router.resumeMatch(.unfinished)
      await router.showRatings()
    }
    #expect(
      listener.events == [
        "add Ben", "select Ann", "logout", "history", "select from 1", "resume the saved match",
        "ratings",
      ])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    #expect(await routes.releasesItsListener { await $0.logOut() })
  }
}
