import ArchitectureTools
import Testing

@Suite("Cyclomatic complexity: lizard's count per function, roles by declaration")
struct ComplexityTests {
  private func complexities(_ source: String) -> [String: Int] {
    Dictionary(
      ComplexityScanner.functions(in: source).map { ($0.name, $0.complexity) },
      uniquingKeysWith: +)
  }

  /// The fixture's figures are what `lizard --csv` prints for it (lizard 1.24.3: label 8,
  /// load 4, parse 1, validate 1, clean 2, init 1), but for two deliberate differences:
  /// `label(for score:)` is 7, as lizard counts the parameter label `for` as a loop, and
  /// the computed property `total`, which lizard leaves out, is a function.
  @Test func fixtureMatchesLizard() throws {
    let functions = ComplexityScanner.functions(in: try Fixtures.text("Lexer/Complexity.swift.txt"))
    let found = functions.map { "\($0.name)@\($0.line)=\($0.complexity)" }
    #expect(
      found == [
        "total@2=2", "label@7=7", "load@19=4", "parse@30=1", "validate@31=1", "init@33=1",
        "clean@34=2",
      ])
    #expect(functions.filter(\.isComputedProperty).map(\.name) == ["total"])
    #expect(Set(functions.map(\.enclosingType)) == ["Scores"])
  }

  @Test func optionalsAndCoalescingAreNoDecision() {
    let source = "func f(_ a: Int?) -> Int { let b = a?.hashValue ?? 0; return (b as? Int) ?? 1 }"
    #expect(complexities(source) == ["f": 1])
  }

  @Test func ternaryLogicalOperatorsAndLoopsAreDecisions() {
    let source = """
      func f(_ a: Bool, _ b: Bool) -> Int {
        while a || b { break }
        repeat {} while a && b
        return a ? 1 : 2
      }
      """
    #expect(complexities(source) == ["f": 6])
  }

  @Test func aClosureCountsWithItsFunctionANestedFunctionAlone() {
    let source = """
      func outer(_ xs: [Int]) -> [Int] {
        func inner(_ x: Int) -> Bool { if x > 0 { return true }; return false }
        return xs.filter { $0 > 1 ? inner($0) : false }
      }
      """
    #expect(complexities(source) == ["outer": 2, "inner": 2])
  }

  @Test func protocolRequirementsAndLabelsAreNotCounted() {
    let source = """
      protocol P { func f(); var x: Int { get set } }
      extension P { func g() { h(for: 1, if: true) } }
      enum E { case a, b }
      """
    #expect(complexities(source) == ["g": 1])
  }

  @Test func accessorsAreFunctionsAndStoredPropertiesAreNot() {
    let source = """
      struct S {
        var stored: Int = 0 { didSet { if stored < 0 { stored = 0 } } }
        var both: Int { get { stored > 1 ? 1 : 0 } set(value) { stored = value } }
        let constant = 3
      }
      """
    #expect(complexities(source) == ["didSet": 2, "get": 2, "set": 1])
  }

  /// A presenter's protocol declared in the view's file is presentation (its conformer's
  /// role); an extension of the presenter in the view's file counts with the presenter.
  @Test func rolesFollowDeclarations() throws {
    let files = [
      "/tree/Screen/ScreenView.swift": """
      protocol ScreenPresenting { func tap() }
      extension ScreenPresenter { func helper(_ a: Bool) { if a { tap() } } }
      final class ScreenView { func show(_ a: Bool) { if a && a {} } }
      """,
      "/tree/Screen/ScreenPresenter.swift": """
      final class ScreenPresenter: ScreenPresenting { func tap() { for _ in 0..<2 {} } }
      """,
    ]
    let (environment, output, _) = Fixtures.environment(InMemoryFileSystem(files))
    let status = ArchTool(environment: environment).run(
      ["complexity", "/tree", "--profile", "mvp", "--functions", "--format", "csv"])
    #expect(status == 0)
    let rows = output.text.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    let roles = Dictionary(uniqueKeysWithValues: rows.map { (String($0[2]), String($0[4])) })
    #expect(roles == ["helper": "presentation", "show": "screen", "tap": "presentation"])
  }
}

@Suite("Type coupling: WMC, fan-out, fan-in and CBO among the tree's own types")
struct TypeCouplingTests {
  @Test func typesNamedEitherWayCountOnceAndOutsideTypesNotAtAll() throws {
    let files = [
      "/tree/ScreenView.swift": """
      protocol ScreenPresenting { func tap() }
      final class ScreenView { let presenter: any ScreenPresenting; let s: String = "" }
      """,
      "/tree/ScreenPresenter.swift": """
      final class ScreenPresenter: ScreenPresenting {
        var view: ScreenView?
        func tap() { if view == nil { print(Int.zero) } }
      }
      """,
    ]
    let (environment, output, _) = Fixtures.environment(InMemoryFileSystem(files))
    let status = ArchTool(environment: environment).run(
      ["complexity", "/tree", "--profile", "mvp", "--types", "--format", "csv"])
    #expect(status == 0)
    #expect(
      output.text == """
        type,role,WMC,fan-out,fan-in,CBO,RFC,LCOM4
        ScreenPresenter,presentation,2,2,0,2,2,1
        ScreenPresenting,presentation,0,0,2,2,0,0
        ScreenView,screen,0,1,1,2,0,0

        """)
  }
}

@Suite("Code lines by role as declared")
struct CodeByDeclarationTests {
  @Test func aProtocolInTheViewsFileIsItsConformersCodeAndTheTotalIsUnchanged() throws {
    let files = [
      "/tree/ScreenView.swift": [
        "import Foundation", "", "protocol ScreenPresenting {", "  func tap()", "}",
        "final class ScreenView {", "  let text = \"\"\"", "    two lines", "    \"\"\"", "}",
      ].joined(separator: "\n"),
      "/tree/ScreenPresenter.swift": """
      final class ScreenPresenter: ScreenPresenting { func tap() {} }
      """,
    ]
    let (environment, output, _) = Fixtures.environment(InMemoryFileSystem(files))
    let status = ArchTool(environment: environment).run(
      ["complexity", "/tree", "--profile", "mvp", "--code", "--format", "csv"])
    #expect(status == 0)
    #expect(output.text == "role,code\nscreen,6\npresentation,4\ntotal,10\n")
  }
}

@Suite("RFC and LCOM4 per type, its extensions included")
struct TypeCohesionTests {
  /// Seven functions (`text` is a computed property, `twice` is in an extension); they call
  /// `log`, `increment` (their own) and `print`, `uppercased`, `show` (not): RFC 7 + 3.
  /// `unrelated` touches nothing the others touch, so LCOM4 is 2; the rest hang together
  /// through `label`, `count` (`self.count` too), `log`, `increment` and `text`. A protocol
  /// has no functions: RFC 0, LCOM4 0.
  @Test func callsAndSharedPropertiesGroupTheFunctions() throws {
    let files = [
      "/tree/CounterPresenter.swift": """
      protocol CounterView: AnyObject { func show(_ text: String) }
      final class CounterPresenter {
        private var count = 0
        private let label: String
        weak var view: (any CounterView)?
        init(label: String) { self.label = label }
        func increment() { count += 1; log() }
        func log() { print(label) }
        var text: String { label.uppercased() }
        func reset() { self.count = 0 }
        func unrelated() { Swift.print("x") }
      }
      """,
      "/tree/CounterPresenter+Twice.swift": """
      extension CounterPresenter {
        func twice() {
          increment()
          increment()
          view?.show(text)
        }
      }
      """,
    ]
    let (environment, output, _) = Fixtures.environment(InMemoryFileSystem(files))
    let status = ArchTool(environment: environment).run(
      ["complexity", "/tree", "--profile", "mvp", "--types", "--format", "csv"])
    #expect(status == 0)
    #expect(
      output.text == """
        type,role,WMC,fan-out,fan-in,CBO,RFC,LCOM4
        CounterPresenter,presentation,7,1,0,1,10,2
        CounterView,presentation,0,0,1,1,0,0

        """)
  }

  /// Two functions that share nothing are two groups (LCOM4 2); a third that calls one and
  /// reads the other's property joins them (LCOM4 1).
  @Test func oneSharedCallMakesOneGroup() {
    let source = """
      struct Pair {
        var a = 0
        var b = 0
        func first() -> Int { a }
        func second() -> Int { b }
        func both() -> Int { first() + b }
      }
      """
    var scanner = ComplexityScanner(tokens: SwiftLexer().lex(source).tokens)
    scanner.scan()
    let entries = scanner.scannedFunctionMembers.map {
      ComplexityReport.Entry(
        path: "Pair.swift", role: "model", function: $0.function, members: $0.members)
    }
    let together = TypeCohesion(functions: entries, properties: scanner.properties["Pair"] ?? [])
    #expect(together == TypeCohesion(rfc: 3, lcom4: 1))
    let apart = TypeCohesion(
      functions: Array(entries.prefix(2)), properties: scanner.properties["Pair"] ?? [])
    #expect(apart == TypeCohesion(rfc: 2, lcom4: 2))
  }
}
