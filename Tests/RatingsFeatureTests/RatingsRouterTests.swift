import Testing

@testable import RatingsFeature

@MainActor
struct RatingsRouterTests {
  @Test func closingTellsTheListener() async {
    let listener = RecordingRatingsListener()
    listener.expect(.ratingsDidClose)
    await RatingsRouter(listener: listener).close()
    #expect(listener.events == ["close"])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    var listener: RecordingRatingsListener? = RecordingRatingsListener()
    let router = RatingsRouter(listener: listener!)
    weak let released = listener
    listener = nil
    #expect(released == nil)
    await router.close()
  }
}
