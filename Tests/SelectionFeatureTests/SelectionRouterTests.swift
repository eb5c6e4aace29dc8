import Domain
import TestDoubles
import Testing

@testable import SelectionFeature

@MainActor
struct SelectionRouterTests {
  let routes = RouterHarness(SelectionRouter.init, RecordingSelectionListener.init)

  @Test func forwardsEachRouteToTheListener() async {
    let listener = await routes.listener(expecting: .selectionDidConfirm, .selectionDidCancel) {
      await $0.showTeams(for: [.ann, .bob])
      await $0.leave()
    }
    #expect(listener.events == ["confirm Ann, Bob", "cancel"])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    #expect(await routes.releasesItsListener { await $0.leave() })
  }
}
