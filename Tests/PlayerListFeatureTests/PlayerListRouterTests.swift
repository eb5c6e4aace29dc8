import Domain
import Testing

@testable import PlayerListFeature

@MainActor
final class RecordingPlayerListListener: PlayerListListener {
  private(set) var events: [String] = []

  func playerListDidRequestAddPlayer(named name: String?) async {
    events.append("add \(name ?? "")")
  }
  func playerListDidSelect(_ player: Player) async { events.append("select \(player.name)") }
  func playerListDidRequestLogOut() async { events.append("logout") }
  func playerListDidConfirmSelection(_ players: [Player]) async {
    events.append("confirm \(players.map(\.name).joined(separator: ", "))")
  }
  func playerListDidRequestHistory() async { events.append("history") }
  func playerListDidRequestResume(_ snapshot: MatchSnapshot) async {
    events.append("resume \(snapshot.gatherID == MatchSnapshot.unfinished.gatherID)")
  }
}

@MainActor
struct PlayerListRouterTests {
  @Test func forwardsEachRouteToTheListener() async {
    let listener = RecordingPlayerListListener()
    let router = PlayerListRouter(listener: listener)
    await router.showAddPlayer(named: "Ben")
    await router.showDetail(of: .ann)
    await router.logOut()
    await router.showHistory()
    await router.showTeams(for: [.ann, .bob])
    await router.resumeMatch(.unfinished)
    #expect(
      listener.events == [
        "add Ben", "select Ann", "logout", "history", "confirm Ann, Bob", "resume true",
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
