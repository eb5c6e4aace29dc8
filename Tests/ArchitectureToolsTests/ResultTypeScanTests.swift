import ArchitectureTools
import Foundation
import Testing

/// What `mvvm-view-model-binds-no-view-commands` reads: the result types of the functions
/// a file declares, and the rule on them, on planted and real view models.
@Suite("Result types and the MVVM view-command rule")
struct ResultTypeScanTests {
  private let analyzer = SourceAnalyzer()

  @Test func resultTypesAreTheNamesAfterTheArrowUpToTheBody() {
    let facts = analyzer.analyze(
      """
      protocol Scripted { func run() -> [GatherViewModel.Feedback]
        func plain(_ n: Int) }
      final class M {
        func open<T: Equatable>(_ t: T) async throws(FootballGatherError) -> Result<T, Failure>
          where T: Hashable { fatalError() }
        func none(x: (Int) -> Never) { let y: Ignored = 1 }
        static func == (a: M, b: M) -> Bool { true }
        @MainActor func last() -> Outcome? { nil }
      }
      """)
    #expect(
      Set(facts.returnedTypes.keys) == [
        "GatherViewModel", "Feedback", "Result", "T", "Failure", "Bool", "Outcome",
      ])
    #expect(facts.returnedTypes["Feedback"] == SourcePosition(line: 1, column: 52))
  }

  /// The rule on the view models this repository had before they bound their view, and on
  /// the ones it has now (docs/PATTERNS.md, "Which MVVM this is").
  static let scripted = """
    import Domain
    @MainActor final class GatherViewModel {
      enum Feedback: Equatable { case message(String), screen }
      let title = Observable("")
      func startTimer() async -> [Feedback] { [.screen] }
    }
    """

  func check(_ viewModel: String) -> (Int32, String) {
    let files = [
      "/repo/MVVM/Gather/GatherViewModel.swift": viewModel,
      "/repo/MVVM/Gather/GatherView.swift":
        "import LineUI\nstruct GatherView { let m: GatherViewModel }\n",
    ]
    let (environment, _, errors) = Fixtures.environment(InMemoryFileSystem(files))
    let status = ArchTool(environment: environment).run(
      ["check", "--profile", "mvvm", "/repo/MVVM"])
    return (status, errors.text)
  }

  @Test func aViewModelReturningViewCommandsFailsAndOneWithOutputsPasses() {
    let (status, errors) = check(Self.scripted)
    #expect(status == 1)
    #expect(
      errors.contains(
        "GatherViewModel.swift:5:31: error: mvvm-view-model-binds-no-view-commands: viewmodel "
          + "GatherViewModel returns Feedback from a function"), "\(errors)")
    let bound = Self.scripted.replacingOccurrences(
      of: "func startTimer() async -> [Feedback] { [.screen] }",
      with: "let message = Observable(\"\")\n  func didEnterStart() async { message.value = \"\" }")
    #expect(check(bound).0 == 0, "\(check(bound).1)")
  }

  @Test func thisRepositorysMVVMVariantPasses() throws {
    let root = Fixtures.repositoryRoot.appendingPathComponent("Modules/Patterns/MVVM").path
    let (environment, output, errors) = Fixtures.environment(LocalFileSystem())
    let status = ArchTool(environment: environment).run(["check", "--profile", "mvvm", root])
    #expect(status == 0, "\(errors.text)")
    #expect(output.text.contains("0 violations") || errors.text.contains("0 violations"))
  }
}
