import Domain
import TestDoubles

@testable import MVPPlayerDetail

/// The edit presenter's view in a test: records what it is told. Strict.
@MainActor
final class MockPlayerEditView: PlayerEditViewProtocol, StrictDouble {
  enum Method: Hashable, Sendable {
    case setupView, showMessage, handleError, askToDiscard, handleSuccessfulPlayerUpdate
  }

  enum Call: Equatable {
    case setup(title: String, current: String, choices: Int, hint: String)
    case message(String)
    case error(String)
    case question(String)
    case saved(Player)
  }

  let expected = ExpectedCalls<Method>(of: "MockPlayerEditView")
  private(set) var calls: [Call] = []
  var answer = false

  func setupView(title: String, current: String, choices: [[String]], hint: String) {
    expected.check(.setupView)
    calls.append(.setup(title: title, current: current, choices: choices.count, hint: hint))
  }
  func showMessage(_ message: String) {
    expected.check(.showMessage)
    calls.append(.message(message))
  }
  func handleError(_ message: String) {
    expected.check(.handleError)
    calls.append(.error(message))
  }
  func askToDiscard(_ question: String) async -> Bool {
    expected.check(.askToDiscard)
    calls.append(.question(question))
    return answer
  }
  func handleSuccessfulPlayerUpdate(_ player: Player) async {
    expected.check(.handleSuccessfulPlayerUpdate)
    calls.append(.saved(player))
  }
}

/// The detail presenter's view in a test. Strict.
@MainActor
final class MockPlayerDetailView: PlayerDetailViewProtocol, StrictDouble {
  enum Method: Hashable, Sendable { case display, handleError, showEditView }

  let expected = ExpectedCalls<Method>(of: "MockPlayerDetailView")
  private(set) var titles: [String] = []
  private(set) var records: [String?] = []
  private(set) var errors: [String] = []
  private(set) var edits: [PlayerFieldEdit] = []

  func display(title: String, rows: [[String]], record: String?, hint: String) {
    expected.check(.display)
    titles.append(title)
    records.append(record)
  }
  func handleError(_ message: String) {
    expected.check(.handleError)
    errors.append(message)
  }
  func showEditView(for edit: PlayerFieldEdit) async {
    expected.check(.showEditView)
    edits.append(edit)
  }
}
