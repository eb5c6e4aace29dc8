import Domain
import TestDoubles

/// The detail presenter's view in a test. Strict.
@MainActor
public final class MockPlayerDetailView: StrictDouble {
  public enum Method: Hashable, Sendable { case display, handleError, showEditView }

  public let expected = ExpectedCalls<Method>(of: "MockPlayerDetailView")
  public private(set) var titles: [String] = []
  public private(set) var records: [String?] = []
  public private(set) var errors: [String] = []
  public private(set) var edits: [PlayerFieldEdit] = []

  public init() {}

  public func display(title: String, rows: [[String]], record: String?, hint: String) {
    expected.check(.display)
    titles.append(title)
    records.append(record)
  }
  public func handleError(_ message: String) {
    expected.check(.handleError)
    errors.append(message)
  }
  public func showEditView(for edit: PlayerFieldEdit) async {
    expected.check(.showEditView)
    edits.append(edit)
  }
}
