import ArchitectureTools
import Testing

@Suite("check: the interface budget of a feature module and the size budget of a type (issue 34)")
struct BudgetRulesTests {
  /// A `protocol NAME` of `count` methods `event1()`, `event2()`, ...
  static func protocolText(_ name: String, methods count: Int) -> String {
    "protocol \(name) {\n"
      + (1...count).map { "  func event\($0)()\n" }.joined() + "}\n"
  }

  /// `count` lines of comment under `header`.
  static func long(_ header: String, lines count: Int) -> String {
    header + "\n" + String(repeating: "// a line\n", count: count - 1)
  }

  static let reasons = """
    # Architecture

    ## 9. Over budget, and why

    - `PlayerListFeature`: being split (issue 34).
    - `HistoryFeature.HistoryPresenter`: its paging state.

    ## 10. Next
    """

  /// The budget's diagnostics of `archtool check` over `files` (below /fixture, as the
  /// package's feature targets), with `page` as docs/ARCHITECTURE.md: `path:line:column:
  /// rule: message`, the fix left off.
  func check(_ files: [String: String], page: String? = nil) -> [String] {
    let features = ["Login", "PlayerList", "Gather", "History"].map { name in
      "{\"name\": \"\(name)Feature\", \"path\": \"Modules/Features/\(name)\", \"type\": \"library\"}"
    }
    var tree = Dictionary(uniqueKeysWithValues: files.map { ("/fixture/" + $0.key, $0.value) })
    tree["/fixture/describe.json"] =
      "{\"name\": \"Budget\", \"targets\": [" + features.joined(separator: ", ") + "]}"
    if let page { tree["/fixture/docs/ARCHITECTURE.md"] = page }
    let (environment, _, errors) = Fixtures.environment(InMemoryFileSystem(tree))
    _ = ArchTool(environment: environment).run(
      ["check", "/fixture", "--describe", "/fixture/describe.json"])
    return errors.text.split(separator: "\n").filter { $0.contains("-budget: ") }.map { line in
      let shown = line.replacingOccurrences(of: "/fixture/", with: "")
        .replacingOccurrences(of: ": error: ", with: ": ")
      return String(shown.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func aModuleWithinItsBudgetPasses() {
    let diagnostics = check([
      "Modules/Features/Login/LoginView.swift":
        Self.protocolText("LoginPresenting", methods: 10) + "struct LoginView {}\n",
      "Modules/Features/Login/LoginPresenter.swift":
        Self.protocolText("LoginInteracting", methods: 8) + "final class LoginPresenter {}\n",
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func tooManyPresenterEventsIsAViolation() {
    let diagnostics = check([
      "Modules/Features/Login/LoginView.swift":
        Self.protocolText("LoginPresenting", methods: 11) + "struct LoginView {}\n"
    ])
    #expect(
      diagnostics == [
        "Modules/Features/Login/LoginView.swift:2:8: presenter-event-budget: LoginFeature's "
          + "LoginPresenting has 11 presenter events, more than 10"
      ])
  }

  @Test func tooManyInteractorUseCasesIsAViolation() {
    let diagnostics = check([
      "Modules/Features/Login/LoginPresenter.swift":
        Self.protocolText("LoginInteracting", methods: 9) + "final class LoginPresenter {}\n"
    ])
    #expect(
      diagnostics == [
        "Modules/Features/Login/LoginPresenter.swift:2:8: interactor-use-case-budget: "
          + "LoginFeature's LoginInteracting has 9 interactor use cases, more than 8"
      ])
  }

  @Test func aModuleOverBudgetPassesWhenTheSectionNamesIt() {
    let files = [
      "Modules/Features/PlayerList/PlayerListView.swift":
        Self.protocolText("PlayerListPresenting", methods: 20) + "struct PlayerListView {}\n",
      "Modules/Features/PlayerList/PlayerListPresenter.swift":
        Self.protocolText("PlayerListInteracting", methods: 14)
        + "final class PlayerListPresenter {}\n",
    ]
    #expect(check(files).count == 2)
    #expect(check(files, page: Self.reasons).isEmpty)
    // Named anywhere else on the page, it is not excused.
    let elsewhere = "# Architecture\n\n`PlayerListFeature`\n\n## 9. Over budget, and why\n"
    #expect(check(files, page: elsewhere).count == 2)
  }

  @Test func aTypeWithinThreeHundredLinesAcrossItsFilesPasses() {
    let diagnostics = check([
      "Modules/Features/Gather/GatherPresenter.swift":
        Self.long("final class GatherPresenter {}", lines: 150),
      "Modules/Features/Gather/GatherPresenter+Goals.swift":
        Self.long("extension GatherPresenter {}", lines: 150),
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func aTypeOverThreeHundredLinesAcrossItsFilesIsAViolationUnlessNamed() {
    let files = [
      "Modules/Features/History/HistoryPresenter.swift":
        Self.long("final class HistoryPresenter {}", lines: 200),
      "Modules/Features/History/HistoryPresenter+Paging.swift":
        Self.long("extension HistoryPresenter {}", lines: 101),
    ]
    #expect(
      check(files) == [
        "Modules/Features/History/HistoryPresenter.swift:1:1: type-size-budget: "
          + "HistoryFeature.HistoryPresenter has 301 lines in 2 files, more than 300"
      ])
    #expect(check(files, page: Self.reasons).isEmpty)
  }
}
