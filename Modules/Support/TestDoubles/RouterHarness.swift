/// A router class over a recording listener: the two checks a test of the old router shape
/// makes (the router forwards each route to its listener, and holds it weakly). Only
/// PlayerList's router test uses it; once PlayerList's Router is a protocol like every
/// other feature's (docs/ARCHITECTURE.md §2), no router class is left to test and this
/// bench goes with its tests:
///
/// ```swift
/// let routes = RouterHarness(PlayerListRouter.init, RecordingPlayerListListener.init)
/// let listener = await routes.listener(expecting: .playerListDidRequestLogOut) {
///   await $0.logOut()
/// }
/// #expect(await routes.releasesItsListener { await $0.logOut() })
/// ```
@MainActor
public struct RouterHarness<Router, Listener: StrictDouble> {
  private let makeRouter: @MainActor (Listener) -> Router
  private let makeListener: @MainActor () -> Listener

  /// `makeRouter` makes the router over the listener `makeListener` makes (a feature's
  /// `Recording…Listener`).
  public init(
    _ makeRouter: @escaping @MainActor (Listener) -> Router,
    _ makeListener: @escaping @MainActor () -> Listener
  ) {
    self.makeRouter = makeRouter
    self.makeListener = makeListener
  }

  /// A new listener, told what `route` told a router over it; the listener calls the test
  /// expects are `methods`.
  public func listener(
    expecting methods: Listener.Method..., after route: @MainActor (Router) async -> Void
  ) async -> Listener {
    let listener = makeListener()
    listener.expected.expect(methods)
    await route(makeRouter(listener))
    return listener
  }

  /// Whether a router lets its listener go once nothing else holds it (`ListenerRelease`);
  /// `route` then runs on the router, and must do nothing with the listener gone.
  public func releasesItsListener(after route: @MainActor (Router) async -> Void) async -> Bool {
    let (released, router) = ListenerRelease.check({ makeListener() }, holder: { makeRouter($0) })
    await route(router)
    return released
  }
}
