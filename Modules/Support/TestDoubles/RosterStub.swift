import Domain
import TestSupport

/// A stub interactor over a roster: answers the three questions every screen that lists
/// the roster asks (the PlayerList and Selection stubs), as the real interactors do: only
/// the rows asked for, the players on rows the page shown lacks (nothing loaded when it has
/// them), a search of the names. Each fails with `failure` when set, and each is a call the
/// test must expect. A stub conforms to it with its own `Method` and a `State` (a
/// `LockedStub`'s) that holds the roster and the failure, and gets the three.
public protocol RosterStub: LockedStub, StrictDouble
where Method: RosterStubMethods, State: RosterStubState {}

/// The calls of a `RosterStub` the test may expect.
public protocol RosterStubMethods: Hashable, Sendable {
  static var loadRoster: Self { get }
  static var players: Self { get }
  static var find: Self { get }
}

/// What a `RosterStub` answers from: the roster, and the error every answer fails with
/// while it is set.
public protocol RosterStubState: Sendable {
  var roster: PlayerRoster { get set }
  var failure: FootballGatherError? { get set }
}

extension RosterStub {
  /// The page at `rows`, as the real interactor loads it: only those rows.
  public func loadRoster(rows: Range<Int>) async throws(FootballGatherError) -> PlayerRoster {
    expected.check(.loadRoster)
    if let failure = self.failure { throw failure }
    return self.roster.page(rows)
  }

  public func players(at indices: [Int], of shown: PlayerRoster) async throws(FootballGatherError)
    -> [Int: Player]
  {
    if shown.hasLoaded(indices) { return shown.loaded(at: indices) }
    expected.check(.players)
    if let failure = self.failure { throw failure }
    return self.roster.loaded(at: indices)
  }

  public func find(_ text: String, limit: Int) async throws(FootballGatherError) -> PlayerMatches {
    expected.check(.find)
    if let failure = self.failure { throw failure }
    return PlayerMatches(searching: self.roster.players, for: text, limit: limit)
  }
}
