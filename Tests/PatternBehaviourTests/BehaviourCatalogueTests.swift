import Foundation
import Testing

/// The behaviour catalogue (Tests/Support/BehaviourCatalogue, one tag per behaviour of each
/// screen) and the behaviour suite name the same behaviours: every scenario (a test run
/// against `Pattern.allCases`) carries at least one tag of the catalogue, and every tag of
/// the catalogue is carried by at least one scenario. Read from the sources, as the matrix
/// of docs/PATTERNS.md is.
struct BehaviourCatalogueTests {
  static let root = GoalWalkthroughTests.root

  /// One `@Test` of a source: the function it marks, whether it runs against every
  /// pattern, and the tags it carries.
  struct Declared: Equatable, CustomStringConvertible {
    var function: String
    var isScenario: Bool
    var tags: [String]
    var description: String { function }
  }

  /// The tags a catalogue source declares (`@Tag public static var NAME: Self`).
  static func catalogued(in source: String) -> [String] {
    source.matches(of: /@Tag\s+public\s+static\s+var\s+(\w+)\s*:/).map { String($0.output.1) }
  }

  /// Every `@Test(...)` or `@Test` of a source with the function that follows it.
  static func tests(in source: String) -> [Declared] {
    var found: [Declared] = []
    var rest = source[...]
    while let at = rest.range(of: "@Test") {
      var cursor = at.upperBound
      var attribute = ""
      if cursor < rest.endIndex, rest[cursor] == "(" {
        var depth = 0
        while cursor < rest.endIndex {
          let character = rest[cursor]
          if character == "(" { depth += 1 }
          if character == ")" { depth -= 1 }
          attribute.append(character)
          cursor = rest.index(after: cursor)
          if depth == 0 { break }
        }
      }
      rest = rest[cursor...]
      guard let function = rest.firstMatch(of: /func\s+(\w+)/) else { break }
      let tags = attribute.matches(of: /\.tags\(([^)]*)\)/).flatMap { list in
        list.output.1.matches(of: /\.(\w+)/).map { String($0.output.1) }
      }
      found.append(
        Declared(
          function: String(function.output.1), isScenario: attribute.contains("Pattern.allCases"),
          tags: tags))
      rest = rest[function.range.upperBound...]
    }
    return found
  }

  /// The Swift sources of a folder of the package, this file (whose fixture is no
  /// scenario) left out.
  static func sources(in folder: String) throws -> [String] {
    let url = root.appendingPathComponent(folder)
    let this = URL(fileURLWithPath: #filePath).lastPathComponent
    return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
      .filter { $0.hasSuffix(".swift") && $0 != this }
      .map { try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8) }
  }

  @Test func everyScenarioCarriesACataloguedTagAndEveryTagAScenario() throws {
    let catalogue = try Self.sources(in: "Tests/Support/BehaviourCatalogue")
      .flatMap(Self.catalogued(in:))
    let scenarios = try Self.sources(in: "Tests/PatternBehaviourTests")
      .flatMap(Self.tests(in:)).filter(\.isScenario)
    #expect(catalogue.count >= 30 && Set(catalogue).count == catalogue.count)
    #expect(scenarios.count >= 30)
    #expect(scenarios.filter(\.tags.isEmpty) == [], "scenarios without a behaviour tag")
    let unknown = scenarios.flatMap(\.tags).filter { !catalogue.contains($0) }
    #expect(unknown == [], "tags the catalogue does not declare")
    let carried = Set(scenarios.flatMap(\.tags))
    #expect(catalogue.filter { !carried.contains($0) } == [], "behaviours no scenario shows")
  }

  @Test func aScenarioIsReadWithItsTagsAndAPlainTestIsNoScenario() {
    let source = """
      extension Tag {
        /// One.
        @Tag public static var one: Self
        @Tag public static var two: Self
      }
      @Test(.tags(.one, .two), arguments: Pattern.allCases)
      func tagged(pattern: Pattern) {}
      @Test(arguments: Pattern.allCases) func untagged(pattern: Pattern) {}
      @Test func plain() { f(g()) }
      """
    #expect(Self.catalogued(in: source) == ["one", "two"])
    #expect(
      Self.tests(in: source) == [
        Declared(function: "tagged", isScenario: true, tags: ["one", "two"]),
        Declared(function: "untagged", isScenario: true, tags: []),
        Declared(function: "plain", isScenario: false, tags: []),
      ])
  }
}
