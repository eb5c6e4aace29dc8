import Domain
import RemoteAPI
import StandInHarness
import TestSupport

/// "ana", signed up on a stand-in server of her own: where most tests against the server
/// start. Her clients' clock moves a minute a call, so what they create has its own date.
struct LiveCoach {
  let live: StandInHarness
  let session: AuthSession
  /// The players she added on signing up, in order.
  let squad: [Player]

  /// Runs `body` with a new coach who has added players called `squad`; then stops the
  /// server and removes its clients' folder, also when `body` throws.
  static func run(squad: [String] = [], _ body: (LiveCoach) async throws -> Void) async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let account = try await live.signUp("ana", players: squad.map { PlayerDraft(name: $0) })
    try await body(LiveCoach(live: live, session: account.session, squad: account.players))
  }

  /// Her players, gathers and results, through a client made as the app makes one at
  /// each start (so it reads only what the server and the saved notes hold).
  var players: any PlayerService { live.client().players(for: session) }
  var gathers: any GatherService { live.client().gathers(for: session) }
  var results: any MatchResultService { live.client().matchResults(for: session) }
}
