import ArchitectureTools
import Foundation
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

  /// ARCHITECTURE.md section 4 names the rule's exceptions the baseline holds, and the
  /// classes it names as the second sanctioned form are classes in their presenter's files.
  @Test func theArchitecturePageNamesTheExceptionsAndTheStateClassesAsTheyAre() throws {
    let root = Fixtures.repositoryRoot
    func page(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    let architecture = try page("docs/ARCHITECTURE.md").replacingOccurrences(
      of: "\n", with: " ")
    let excepted = try page("Tools/check-baseline.txt").split(separator: "\n")
      .filter { !$0.hasPrefix("#") && $0.contains(": presenter-state-is-private: ") }
      .compactMap { $0.firstMatch(of: /presenter-state-is-private: (\w+\.\w+) is not/)?.output.1 }
    if excepted.isEmpty {
      #expect(
        architecture.contains("`Tools/check-baseline.txt` holds no line"),
        "the baseline accepts nothing; ARCHITECTURE.md should say so")
    }
    for name in excepted {
      #expect(
        architecture.contains("exception is `\(name)`"),
        "the baseline accepts \(name); ARCHITECTURE.md section 4 does not name it")
    }
    let form = try #require(
      architecture.firstMatch(of: /One second form is sanctioned(.*?)They stay/)?.output.1)
    let classes = form.matches(of: /`(\w+Presenter)\.(\w+)`/).map {
      (String($0.output.1), String($0.output.2))
    }
    #expect(classes.count == 3)
    for (presenter, state) in classes {
      let module = String(presenter.dropLast("Presenter".count))
      let folder = root.appendingPathComponent("Modules/Features/\(module)")
      let texts = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix(presenter) && $0.hasSuffix(".swift") }
        .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      #expect(
        texts.contains { $0.contains("final class \(state) {") },
        "ARCHITECTURE.md names \(presenter).\(state); no such class in \(presenter)'s files")
    }
  }
}
