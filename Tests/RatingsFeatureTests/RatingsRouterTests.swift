import TestDoubles
import Testing

@testable import RatingsFeature

@MainActor
struct RatingsRouterTests {
  let routes = RouterHarness(RatingsRouter.init, RecordingRatingsListener.init)

  @Test func closingTellsTheListener() async {
    let listener = await routes.listener(expecting: .ratingsDidClose) { await $0.close() }
    #expect(listener.events == ["close"])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    #expect(await routes.releasesItsListener { await $0.close() })
  }
}
