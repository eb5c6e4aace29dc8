import ArchitectureTools
import Testing

@Suite("Declarations, imports, tests and references")
struct DeclarationScannerTests {
  private let analyzer = SourceAnalyzer()

  @Test func trickyFixtureHasExactCounts() throws {
    let facts = analyzer.analyze(try Fixtures.text("Lexer/Tricky.swift.txt"))
    // cloc 1.96 says 25 code / 5 comment / 6 blank: it does not nest block comments
    // (+2 code) and strips `/* */` inside a multi-line string (-1 code); see docs/METRICS.md.
    #expect((facts.codeLines, facts.commentLines, facts.blankLines) == (24, 6, 6))
    #expect(TypeKind.allCases.map { facts.count(of: $0) } == [1, 1, 1, 1, 1, 1])
    #expect(facts.functions == 2)
    #expect(facts.publicDeclarations == 4)
    #expect(facts.imports.map(\.module) == ["Foundation", "Domain"])
    #expect(facts.imports[1].position == SourcePosition(line: 4, column: 18))
    #expect(facts.declaredTypeCount == 5)
  }

  @Test func importingOneSymbolDeclaresNothing() {
    let facts = analyzer.analyze("import struct Foundation.Data\nimport class UIKit.UIView\n")
    #expect(facts.typeDeclarations.isEmpty)
    #expect(facts.imports.map(\.module) == ["Foundation", "UIKit"])
  }

  @Test func inheritanceClausesAreRecorded() {
    let facts = analyzer.analyze(
      """
      final class ScoreStepper<T: Equatable>: UIKit.UIStackView, Delegate<T> where T: Hashable {}
      extension PlayerTeamModel: Equatable {}
      extension Loadable where Self: UIViewController {}
      protocol Only {}

      """)
    #expect(
      facts.typeDeclarations.map(\.inherits) == [
        ["UIStackView", "Delegate"], ["Equatable"], [], [],
      ])
  }

  @Test func classModifiersAreNotClasses() {
    let facts = analyzer.analyze(
      "class A { class var x: Int { 1 }; class func f() {}; class override func g() {} }\n")
    #expect(facts.count(of: .class) == 1)
    #expect(facts.functions == 2)
  }

  @Test func actorIsADeclarationOnlyWhereOneCanStart() {
    let facts = analyzer.analyze(
      "actor Store {}\ndistributed actor Node: Base {}\nlet actor = 1\nfunc f(actor: Int) {}\n")
    #expect(facts.count(of: .actor) == 2)
  }

  @Test func publicCountsDeclarationsNotImportsOrCalls() {
    let source = """
      public import Foundation
      public private(set) var count = 0
      @MainActor public final class Box {}
      open class Base { open func open() {} }
      public init() {}
      let x = file.open()

      """
    #expect(analyzer.analyze(source).publicDeclarations == 5)
  }

  @Test func xctestMethodsCountOnlyInFilesImportingXCTest() {
    let tests = "func testA() {}\nfunc testB() {}\nfunc testWith(x: Int) {}\nfunc helper() {}\n"
    #expect(analyzer.analyze("import XCTest\n" + tests).tests == 2)
    #expect(analyzer.analyze("import Foundation\n" + tests).tests == 0)
  }

  @Test func swiftTestingCountsEachTestAttributeOnce() {
    let source = """
      import Testing
      @Test func a() {}
      @Test("named") func testB() {}
      @Test(arguments: [1, 2]) func c(x: Int) {}

      """
    #expect(analyzer.analyze(source).tests == 3)
  }

  @Test func importForms() {
    let source = """
      import struct Domain.Player
      @testable import LoginFeature
      @preconcurrency import Dispatch
      internal import LineUI
      let y = f(import: 1)

      """
    #expect(
      analyzer.analyze(source).imports.map(\.module) == [
        "Domain", "LoginFeature", "Dispatch", "LineUI",
      ])
  }

  @Test func referencesAreCapitalisedNamesNotAfterADot() {
    let facts = analyzer.analyze(
      "let p: Player = .init()\nlet t = Team.a.Member\nlet s = \"Ignored \\(Shown)\"\n")
    #expect(Set(facts.references.keys) == ["Player", "Team", "Shown"])
    #expect(facts.references["Team"] == SourcePosition(line: 2, column: 9))
  }

  @Test func protocolMethodsAreRecordedWithTheirParameters() {
    let facts = analyzer.analyze(
      """
      import Domain
      @MainActor
      protocol GatherBusinessLogic: AnyObject {
        func showMatch(request: GatherModels.ShowMatch.Request) async
        func setScore(_ score: Score, by: [String: Int]) async throws -> Bool
        func each<T>(_ make: (Int, T) -> Void, on service: any Service)
        var names: [String] { get }
      }
      final class GatherInteractor { func helper(number: Int) {} }
      import protocol Foundation.NSCopying
      """)
    #expect(
      facts.protocolMethods.map(\.signature) == [
        "showMatch(request:)", "setScore(_:by:)", "each(_:on:)",
      ])
    #expect(facts.protocolMethods.allSatisfy { $0.protocolName == "GatherBusinessLogic" })
    #expect(
      facts.protocolMethods.map { $0.parameters.map(\.type) } == [
        ["GatherModels.ShowMatch.Request"], ["Score", "[String:Int]"],
        ["(Int,T)->Void", "any Service"],
      ])
    #expect(facts.protocolMethods[0].position == SourcePosition(line: 4, column: 8))
  }
}
