import Testing

@testable import TestDoubles

struct ExpectedCallsTests {
  enum Method: Hashable, Sendable {
    case load, save
  }

  final class StubStore: StrictDouble {
    let expected: ExpectedCalls<Method>

    init(expecting methods: Set<Method> = []) {
      expected = ExpectedCalls(of: "StubStore", methods)
    }

    func load() -> String {
      expected.check(.load)
      return "saved text"
    }
  }

  @Test func anExpectedCallPasses() {
    let store = StubStore(expecting: [.load])
    #expect(store.load() == "saved text")
  }

  @Test func aCallTheTestDoesNotExpectFailsItNamingTheDoubleAndTheMethod() {
    let expected = ExpectedCalls<Method>(of: "StubStore", [.load])
    withKnownIssue {
      #expect(!expected.check(.save))
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["unexpected call: StubStore.save (the test does not expect it)"]
    }
  }

  @Test func withNothingExpectedEveryCallFailsTheTest() {
    let store = StubStore()
    withKnownIssue {
      _ = store.load()
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["unexpected call: StubStore.load (the test does not expect it)"]
    }
  }

  @Test func aMethodExpectedLaterPassesFromThen() {
    let store = StubStore()
    store.expect(.load)
    #expect(store.load() == "saved text")
  }
}
