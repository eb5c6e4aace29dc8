import Domain
import TestDoubles
import Testing

@testable import SelectionFeature

@MainActor
struct SelectionRouterTests {
  @Test func forwardsEachRouteToTheListener() async {
    let listener = RecordingSelectionListener()
    listener.expect(.selectionDidConfirm, .selectionDidCancel)
    let router = SelectionRouter(listener: listener)
    await router.showTeams(for: [.ann, .bob])
    await router.leave()
    #expect(listener.events == ["confirm Ann, Bob", "cancel"])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    let (released, router) = ListenerRelease.check(RecordingSelectionListener.init) {
      SelectionRouter(listener: $0)
    }
    #expect(released)
    await router.leave()
  }
}
