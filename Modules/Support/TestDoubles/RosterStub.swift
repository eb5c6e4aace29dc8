import Domain
import TestSupport

/// A stub interactor over a roster: answers the three questions every screen that lists
/// the roster asks (the PlayerList and Selection stubs), as the real interactors do: only
/// the rows asked for, the players on rows the page shown lacks (nothing loaded when it has
/// them), a search of the names. Each fails with `failure` when set, and each is a call the
/// test must expect. A stub conforms to it with its own `Method` and gets the three.
public protocol RosterStub: StrictDouble where Method: RosterStubMethods {
  var roster: PlayerRoster { get }
  var failure: FootballGatherError? { get }
}

/// The calls of a `RosterStub` the test may expect.
public protocol RosterStubMethods: Hashable, Sendable {
  static var loadRoster: Self { get }
  static var players: Self { get }
  static var find: Self { get }
}

extension RosterStub {
  /// The page at `rows`, as the real interactor loads it: only those rows.
  public func loadRoster(rows: Range<Int>) async throws(FootballGatherError) -> PlayerRoster {
    expected.check(.loadRoster)
    if let failure { throw failure }
    return roster.page(rows)
  }

  public func players(at indices: [Int], of shown: PlayerRoster) async throws(FootballGatherError)
    -> [Int: Player]
  {
    if shown.hasLoaded(indices) { return shown.loaded(at: indices) }
    expected.check(.players)
    if let failure { throw failure }
    return roster.loaded(at: indices)
  }

  public func find(_ text: String, limit: Int) async throws(FootballGatherError) -> PlayerMatches {
    expected.check(.find)
    if let failure { throw failure }
    return PlayerMatches(searching: roster.players, for: text, limit: limit)
  }
}
