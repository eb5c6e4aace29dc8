import Testing

@testable import TestDoubles

/// `LockedStub`'s own tests, on a stub that keeps a greeting to answer and the names it
/// was asked about.
struct LockedStubTests {
  final class StubGreeter: LockedStub {
    struct State {
      var greeting = "Hello"
      var asked: [String] = []
    }

    let state = LockedState(State())

    func greet(_ name: String) -> String {
      state.withLock { state in
        state.asked.append(name)
        return "\(state.greeting), \(name)"
      }
    }
  }

  @Test func aSettingReadsAndSetsAsTheStubsOwnProperty() {
    let greeter = StubGreeter()
    #expect(greeter.greeting == "Hello")
    greeter.greeting = "Hi"
    #expect(greeter.greet("Ann") == "Hi, Ann")
  }

  @Test func aRecordKeepsWhatTheStubWasAskedInOrder() {
    let greeter = StubGreeter()
    _ = greeter.greet("Ann")
    _ = greeter.greet("Bob")
    #expect(greeter.asked == ["Ann", "Bob"])
  }

  @Test func callsFromManyTasksAreAllKept() async {
    let greeter = StubGreeter()
    await withTaskGroup(of: Void.self) { group in
      for number in 0..<100 { group.addTask { _ = greeter.greet("\(number)") } }
    }
    #expect(greeter.asked.count == 100)
  }
}
