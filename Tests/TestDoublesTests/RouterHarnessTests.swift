import Testing

@testable import TestDoubles

/// The harness's and `RecordingDouble`'s own tests, on a router of one route, `leave()`,
/// that tells its listener `didLeave`.
@MainActor
struct RouterHarnessTests {
  let routes = RouterHarness(DoorRouter.init, RecordingDoorListener.init)

  @Test func theListenerHearsWhatTheRouteToldItInOrder() async {
    let listener = await routes.listener(expecting: .didLeave) {
      await $0.leave(by: "front")
      await $0.leave(by: "back")
    }
    #expect(listener.calls == ["front", "back"])
  }

  @Test func aCallTheTestDoesNotExpectFailsItAndIsStillRecorded() async {
    await withKnownIssue {
      let listener = await routes.listener { await $0.leave(by: "front") }
      #expect(listener.calls == ["front"])
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["unexpected call: RecordingDoorListener.didLeave (the test does not expect it)"]
    }
  }

  @Test func aRouterHoldingItsListenerWeaklyReleasesIt() async {
    #expect(await routes.releasesItsListener { await $0.leave(by: "front") })
  }

  @Test func aRouterHoldingItsListenerStronglyDoesNot() async {
    let holding = RouterHarness(HoldingDoorRouter.init, RecordingDoorListener.init)
    await withKnownIssue {
      #expect(await holding.releasesItsListener { _ in })
    }
  }
}

@MainActor
protocol DoorListener: AnyObject {
  func didLeave(by door: String) async
}

@MainActor
final class DoorRouter {
  private weak var listener: (any DoorListener)?

  init(listener: any DoorListener) {
    self.listener = listener
  }

  func leave(by door: String) async { await listener?.didLeave(by: door) }
}

/// A router that keeps its listener alive: the mistake the release check finds.
@MainActor
final class HoldingDoorRouter {
  private let listener: any DoorListener

  init(listener: any DoorListener) {
    self.listener = listener
  }
}

final class RecordingDoorListener: RecordingDouble<RecordingDoorListener.Method, String>,
  DoorListener
{
  enum Method: Hashable, Sendable { case didLeave }

  func didLeave(by door: String) async { record(.didLeave, door) }
}
