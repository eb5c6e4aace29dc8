import Domain
import Presentation

/// The match presenter's view in a test: records every call, answers questions from a list
/// (then "no", as the end of input does). Each test target says that it is the view its
/// own presenter expects (`extension MockGatherView: GatherViewProtocol {}`).
@MainActor
public final class MockGatherView {
  public enum Call: Equatable {
    case display(GatherContent)
    case message(String)
    case lines([String])
    case error(String)
    case announce(String, bell: Bool)
    case question(String)
    case ended(Score?)
    case left
  }

  public private(set) var calls: [Call] = [] {
    didSet { if calls.count >= awaited?.count ?? .max { stopWaiting() } }
  }
  public var answers: [Bool] = []
  private var awaited: (count: Int, continuation: CheckedContinuation<Void, Never>)?

  public init() {}

  /// What was shown, without the match itself (its rows are checked on their own).
  public var texts: [Call] {
    calls.filter { if case .display = $0 { false } else { true } }
  }

  public func display(_ content: GatherContent) { calls.append(.display(content)) }
  public func showMessage(_ message: String) { calls.append(.message(message)) }
  public func showLines(_ lines: [String]) { calls.append(.lines(lines)) }
  public func handleError(_ message: String) { calls.append(.error(message)) }
  public func announce(_ text: String, bell: Bool) { calls.append(.announce(text, bell: bell)) }

  public func askConfirmation(_ question: String) async -> Bool { answer(question) }
  public func askToDiscard(_ question: String) async -> Bool { answer(question) }
  public func askToReset(_ question: String) async -> Bool { answer(question) }

  public func handleSuccessfulEndGather(_ gather: Gather) async {
    calls.append(.ended(gather.score))
  }
  public func handleLeftGather() async { calls.append(.left) }

  /// Suspends until the view has been called `count` times, or until `stopWaiting()`:
  /// a continuation, not a poll, for output that comes from the running timer's task.
  public func waitForCalls(_ count: Int) async {
    guard calls.count < count else { return }
    await withCheckedContinuation { awaited = (count, $0) }
  }

  /// Ends a `waitForCalls(_:)` whatever the view has been told.
  public func stopWaiting() {
    let continuation = awaited?.continuation
    awaited = nil
    continuation?.resume()
  }

  private func answer(_ question: String) -> Bool {
    calls.append(.question(question))
    return answers.isEmpty ? false : answers.removeFirst()
  }
}
