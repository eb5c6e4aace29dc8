import Domain
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
    var listener: RecordingSelectionListener? = RecordingSelectionListener()
    let router = SelectionRouter(listener: listener!)
    weak let released = listener
    listener = nil
    #expect(released == nil)
    await router.leave()
  }
}
