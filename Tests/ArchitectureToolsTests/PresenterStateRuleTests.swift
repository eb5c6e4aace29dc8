import ArchitectureTools
import Testing

/// `presenter-state-is-private` (docs/ARCHITECTURE.md, section 4): a presenter's stored
/// state is set only in its own file, and a class nested in it to hold state only through
/// its own methods.
@Suite("check: one way for a presenter to keep state")
struct PresenterStateRuleTests {
  @Test func privateStateInThePresentersFileAndAPrivatelySetStateClassPass() throws {
    let diagnostics = try Fixtures.diagnostics(of: [
      "Modules/Features/Login/LoginPresenter.swift": """
      final class LoginPresenter {
        let view: LoginView
        weak var router: LoginRouter?
        private weak var other: LoginRouter?
        private var form = LoginForm()
        private(set) var roster: [String] = []
        public private(set) var count = 0
        var shown: Bool { form.isEmpty }
      }
      """,
      "Modules/Features/Login/LoginPresenter+Paging.swift": """
      extension LoginPresenter {
        final class Paging {
          private(set) var page = 0
          private var seen = false
          func next() { page += 1 }
        }
        struct Query { var order: Int }
        func more() { paging.next() }
      }
      """,
      "Modules/Features/Login/LoginView.swift": "final class LoginView { var line = \"\" }\n",
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func stateSetOutsideThePresentersFileIsAViolation() throws {
    let diagnostics = try Fixtures.diagnostics(of: [
      "Modules/Features/Gather/GatherPresenter.swift": """
      final class GatherPresenter {
        private var opening = false
        var window = LineUpWindow()
        fileprivate var flag = false
        internal(set) var count = 0
      }
      """,
      "Modules/Features/Gather/GatherPresenter+Paging.swift": """
      extension GatherPresenter {
        final class State {
          private(set) var rows = 0
          var page = 0
        }
      }
      """,
      "Modules/Infrastructure/LocalStore/StorePresenter.swift": """
      final class StorePresenter { var open = false }
      """,
    ])
    #expect(
      diagnostics.map(\.baselineKey) == [
        "Modules/Features/Gather/GatherPresenter+Paging.swift: presenter-state-is-private: "
          + "State.page, state of GatherPresenter, is not privately set",
        "Modules/Features/Gather/GatherPresenter.swift: presenter-state-is-private: "
          + "GatherPresenter.window is not privately set (private or private(set))",
        "Modules/Features/Gather/GatherPresenter.swift: presenter-state-is-private: "
          + "GatherPresenter.flag is not privately set (private or private(set))",
        "Modules/Features/Gather/GatherPresenter.swift: presenter-state-is-private: "
          + "GatherPresenter.count is not privately set (private or private(set))",
      ])
  }
}
