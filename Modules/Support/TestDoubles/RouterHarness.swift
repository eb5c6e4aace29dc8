/// A feature's router over a recording listener: the two checks every router test makes,
/// written once. A router forwards each route to its listener (the parent flow), and holds
/// that listener weakly, so a screen that leaves the stack frees the flow behind it:
///
/// ```swift
/// let routes = RouterHarness(PlayerAddRouter.init, RecordingPlayerAddListener.init)
/// let listener = await routes.listener(expecting: .playerAddDidAdd) { await $0.finishAdding(ann) }
/// #expect(listener.added == [ann])
/// #expect(await routes.releasesItsListener { await $0.finishAdding(ann) })
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
