import ArchitectureTools
import Testing

@Suite("check: file names, test doubles and printing (issue 11's conventions)")
struct ConventionRulesTests {
  /// The diagnostics of `check` over an in-memory tree laid out like this repository.
  func check(_ files: [String: String]) throws -> [Diagnostic] {
    try Fixtures.diagnostics(of: files)
  }

  @Test func aFileNamedAfterItsTypeWithItsProtocolsAndPrivateHelpersPasses() throws {
    let diagnostics = try check([
      "Modules/Features/Login/LoginPresenter.swift": """
      protocol LoginDisplaying {}
      final class LoginPresenter { struct Row {} }
      private struct Helper {}
      """,
      "Modules/Features/Login/LoginPresenter+Events.swift": """
      extension LoginPresenter { func a() {} }
      extension LoginPresenter: Equatable {}
      """,
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func aFileNamedForOneTypeHoldingAnotherIsAViolation() throws {
    let diagnostics = try check([
      "Modules/Features/Gather/GatherInteractor+Clock.swift": "struct MatchClock {}\n",
      "Modules/Features/Gather/GatherEntity.swift": "struct Match {}\n",
      "Modules/Features/Gather/GatherView.swift": "struct GatherView {}\nenum GatherInput {}\n",
    ])
    #expect(
      diagnostics.map(\.baselineKey) == [
        "Modules/Features/Gather/GatherEntity.swift: file-named-after-its-type: "
          + "GatherEntity.swift declares no type GatherEntity (its first is struct Match)",
        "Modules/Features/Gather/GatherInteractor+Clock.swift: file-named-after-its-type: "
          + "GatherInteractor+Clock.swift holds struct MatchClock, not only extensions of "
          + "GatherInteractor",
        "Modules/Features/Gather/GatherView.swift: file-named-after-its-type: "
          + "GatherView.swift also declares enum GatherInput",
      ])
  }

  @Test func aFileFormatInAFeatureIsAViolationAndInInfrastructureIsNot() throws {
    let format = """
      import Foundation
      extension MatchHistory {
        struct ExportedGather: Encodable { var date: String }
        func exported() throws -> String {
          let data = try JSONEncoder().encode([ExportedGather(date: "")])
          return String(decoding: data, as: UTF8.self)
        }
        static func csvField(_ field: String) -> String { field }
      }
      """
    let diagnostics = try check([
      "Modules/Features/History/Entity/MatchHistory+Export.swift": format,
      "Modules/Infrastructure/RosterFiles/MatchHistory+Export.swift": format,
      "Modules/Features/History/HistoryPresenter.swift": """
      final class HistoryPresenter {
        /// Writes the history as CSV or JSON through the codec it was given.
        func didRequestExport() -> String { "type 'export csv' or 'export json'" }
      }
      """,
    ])
    #expect(
      diagnostics.map(\.baselineKey) == [
        "Modules/Features/History/Entity/MatchHistory+Export.swift: no-file-formats-in-features: "
          + "a feature declares func csvField: file-format code",
        "Modules/Features/History/Entity/MatchHistory+Export.swift: no-file-formats-in-features: "
          + "a feature uses Encodable: file-format code",
        "Modules/Features/History/Entity/MatchHistory+Export.swift: no-file-formats-in-features: "
          + "a feature uses JSONEncoder: file-format code",
      ])
  }

  @Test func uncheckedSendableIsAViolationInTestsOnly() throws {
    let double = "final class StubThing: Thing, @unchecked Sendable {}\n"
    let diagnostics = try check([
      "Tests/LoginFeatureTests/StubThing.swift": double,
      "Modules/Infrastructure/LocalStore/StubThing.swift": double,
    ])
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.rule == "no-unchecked-sendable-in-tests")
    #expect(diagnostics.first?.path == "Tests/LoginFeatureTests/StubThing.swift")
    #expect(diagnostics.first?.position == SourcePosition(line: 1, column: 31))
  }

  @Test func theGeneratedModuleKeepsTheConventions() throws {
    let module = try ModuleName("Sample")
    let diagnostics = Checker().checkGenerated(
      ModuleGenerator.templates(for: module), module: module)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func aGeneratorThatBreaksAConventionFailsCheck() throws {
    let module = try ModuleName("Sample")
    let broken = ModuleGenerator.templates(for: module).map { file in
      switch file.path {
      case "Modules/Features/Sample/SampleView.swift":
        (file.path, file.contents + "struct SampleRow {}\nfunc shout() { print(1) }\n")
      case "Modules/Features/Sample/Entity/SampleEntity.swift":
        ("Modules/Features/Sample/Entity/SampleEntity+Items.swift", file.contents)
      case "Tests/SampleFeatureTests/Doubles.swift":
        (file.path, file.contents + "final class Box: @unchecked Sendable {}\n")
      default: file
      }
    }
    let keys = Checker().checkGenerated(broken, module: module).map {
      "\($0.path): \($0.rule): \($0.message)"
    }
    #expect(
      keys == [
        "(new-module Sample)/Modules/Features/Sample/Entity/SampleEntity+Items.swift: "
          + "file-named-after-its-type: SampleEntity+Items.swift holds struct SampleEntity, "
          + "not only extensions of SampleEntity",
        "(new-module Sample)/Modules/Features/Sample/SampleView.swift: "
          + "file-named-after-its-type: SampleView.swift also declares struct SampleRow",
        "(new-module Sample)/Modules/Features/Sample/SampleView.swift: "
          + "features-print-through-lineui: (new-module Sample) calls print(…) to write to the "
          + "terminal",
        "(new-module Sample)/Tests/SampleFeatureTests/Doubles.swift: "
          + "no-unchecked-sendable-in-tests: the code new-module generates is @unchecked Sendable",
      ])
  }

  @Test func aFeaturePrintingByItselfIsAViolation() throws {
    let diagnostics = try check([
      "Modules/Features/Login/LoginView.swift": """
      import Foundation
      struct LoginView {
        func print(_ text: String) {}
        func show() {
          print("hi")
          FileHandle.standardOutput.write(Data())
          fputs("x", stderr)
          console.print("fine")
        }
      }
      """,
      "Modules/Kernel/LineUI/Console.swift": "struct Console { func f() { print(1) } }\n",
    ])
    let printing = diagnostics.filter { $0.rule == "features-print-through-lineui" }
    let keys = printing.map { "\($0.position.line): \($0.message)" }
    #expect(
      keys == [
        "5: Modules/Features/Login calls print(…) to write to the terminal",
        "6: Modules/Features/Login uses FileHandle to write to the terminal",
        "7: Modules/Features/Login calls fputs(…) to write to the terminal",
      ])
    // The view's FileHandle is also IO in a view, a rule of its own.
    #expect(diagnostics.count == printing.count + 1)
  }

  @Test func foundationPathArithmeticOutsideTestsIsAViolation() throws {
    let diagnostics = try check([
      "Modules/Kernel/Domain/Files/FileProblem.swift": """
      import Foundation
      enum FileProblem {
        static func folder(_ path: String) -> String {
          (path as NSString).deletingLastPathComponent
        }
        static func home(_ path: String) -> String { path.expandingTildeInPath }
        static func fine(_ url: URL) -> URL { url.deletingLastPathComponent() }
      }
      """,
      "Tests/DomainTests/FileProblemTests.swift": """
      import Foundation
      struct FileProblemTests { let folder = ("a/b" as NSString).deletingLastPathComponent }
      """,
    ])
    let paths = diagnostics.filter { $0.rule == "no-foundation-path-arithmetic" }
    #expect(
      paths.map { "\($0.position.line): \($0.message)" } == [
        "4: Modules/Kernel/Domain/Files uses NSString for path arithmetic",
        "4: Modules/Kernel/Domain/Files reads .deletingLastPathComponent for path arithmetic",
        "6: Modules/Kernel/Domain/Files reads .expandingTildeInPath for path arithmetic",
      ])
  }
}
