import Domain

@testable import MVPGather

/// The view as the presenter sees it: records every call, answers questions from a list
/// (then "no", as the end of input does).
@MainActor
final class MockGatherView: GatherViewProtocol {
  enum Call: Equatable {
    case display(GatherContent)
    case message(String)
    case lines([String])
    case error(String)
    case announce(String, bell: Bool)
    case question(String)
    case ended(Score?)
    case left
  }

  private(set) var calls: [Call] = []
  var answers: [Bool] = []

  /// What was shown, without the match itself (its rows are checked on their own).
  var texts: [Call] {
    calls.filter { if case .display = $0 { false } else { true } }
  }

  func display(_ content: GatherContent) { calls.append(.display(content)) }
  func showMessage(_ message: String) { calls.append(.message(message)) }
  func showLines(_ lines: [String]) { calls.append(.lines(lines)) }
  func handleError(_ message: String) { calls.append(.error(message)) }
  func announce(_ text: String, bell: Bool) { calls.append(.announce(text, bell: bell)) }

  func askConfirmation(_ question: String) async -> Bool {
    calls.append(.question(question))
    return answers.isEmpty ? false : answers.removeFirst()
  }

  func askToDiscard(_ question: String) async -> Bool {
    calls.append(.question(question))
    return answers.isEmpty ? false : answers.removeFirst()
  }

  func askToReset(_ question: String) async -> Bool {
    calls.append(.question(question))
    return answers.isEmpty ? false : answers.removeFirst()
  }

  func handleSuccessfulEndGather(_ gather: Gather) async { calls.append(.ended(gather.score)) }
  func handleLeftGather() async { calls.append(.left) }
}
