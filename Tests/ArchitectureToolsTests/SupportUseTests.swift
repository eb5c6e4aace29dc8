import ArchitectureTools
import Testing

@Suite("Test support attributed to the tests that use it")
struct SupportUseTests {
  private let analyzer = SourceAnalyzer()

  private func use(_ tests: [String], _ support: [String: String]) -> [String] {
    SupportUse(
      tests: tests.map(analyzer.analyze),
      support: support.sorted { $0.key < $1.key }.map { ($0.key, analyzer.analyze($0.value)) }
    ).used
  }

  @Test func aTypeNamedByTheTestsAndWhatItNamesInTurnAreUsed() {
    let support = [
      "Check.swift": "enum GatherCheck { static func run() { _ = MockView() } }",
      "Mock.swift": "final class MockView {}",
      "Other.swift": "final class FakeLogin {}",
    ]
    #expect(
      use(["@Test func t() { GatherCheck.run() }"], support) == ["Check.swift", "Mock.swift"])
  }

  @Test func anExtensionFileIsUsedThroughItsFunctionsANestedNameIsNot() {
    let support = [
      "Console+Scripted.swift":
        "extension Console { static func scripted() -> Console { .init() } }",
      "Fake.swift": "final class FakeService { enum State { case on } }",
    ]
    #expect(
      use(["let c = Console.scripted(); let s: State? = nil"], support) == [
        "Console+Scripted.swift"
      ])
    #expect(use(["let c = 1"], support).isEmpty)
  }
}
