import Domain
import Testing

@testable import PlayerListFeature

@MainActor
struct PlayerListRouterTests {
  @Test func forwardsEachRouteToTheListener() async {
    let listener = RecordingPlayerListListener()
    listener.expect(
      .playerListDidRequestAddPlayer, .playerListDidSelect, .playerListDidRequestLogOut,
      .playerListDidRequestHistory, .playerListDidConfirmSelection, .playerListDidRequestResume,
      .playerListDidRequestRatings)
    let router = PlayerListRouter(listener: listener)
    await router.showAddPlayer(named: "Ben")
    await router.showDetail(of: .ann)
    await router.logOut()
    await router.showHistory()
    await router.showTeams(for: [.ann, .bob])
    await router.resumeMatch(.unfinished)
    await router.showRatings()
    #expect(
      listener.events == [
        "add Ben", "select Ann", "logout", "history", "confirm Ann, Bob", "resume the saved match",
        "ratings",
      ])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    var listener: RecordingPlayerListListener? = RecordingPlayerListListener()
    let router = PlayerListRouter(listener: listener!)
    weak let released = listener
    listener = nil
    #expect(released == nil)
    await router.logOut()
  }
}
