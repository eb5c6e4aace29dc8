import ArchitectureTools
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of an SVG document, read back with Foundation's XMLParser.
final class SVGElements: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  private(set) var elements: [Element] = []
  private var open: [Int] = []

  /// Parses `svg`; nil when it is not well-formed XML.
  static func parse(_ svg: String) -> [Element]? {
    let collector = SVGElements()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    return parser.parse() ? collector.elements : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    elements.append(Element(name: name, attributes: attributes))
    open.append(elements.count - 1)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    for index in open { elements[index].text += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    open.removeLast()
  }
}

@Suite("Pictures: self-contained SVG that an XML parser reads back")
struct PicturesTests {
  @Test func compareDrawsOneStackedBarPerTreeWithItsLayers() throws {
    let (environment, output, _) = Fixtures.environment(try PatternTreesTests.allTrees())
    let trees = PatternTreesTests.patterns.map { "/p/\($0.0)@\($0.1)" }
    let status = ArchTool(environment: environment).run(
      ["compare"] + trees + ["--baseline", "/p/MVC", "--format", "svg"])
    #expect(status == 0)
    let elements = try #require(SVGElements.parse(output.text), "not well-formed XML")
    #expect(elements.first?.name == "svg")
    let segments = elements.filter { $0.name == "rect" && $0.text.contains(" · ") }
    // Each tree's bar has a segment per layer it has lines in.
    let viper = segments.filter { $0.text.hasPrefix("VIPER · ") }.map(\.text)
    #expect(viper.contains("VIPER · contracts: 276 lines"))
    #expect(viper.contains { $0.hasPrefix("VIPER · business: ") })
    #expect(!segments.contains { $0.text.hasPrefix("MVC · presentation") })
    // The longest bar (VIP) is the full width; a segment's width is proportional to its lines.
    let widths = Dictionary(
      grouping: segments, by: { String($0.text.prefix { $0 != " " }) }
    ).mapValues { $0.reduce(0.0) { $0 + Double($1.attributes["width"] ?? "0")! } }
    let longest = try #require(widths.values.max())
    #expect(abs(longest - 560) < 1)
    let mvc = try #require(widths["MVC"])
    let vip = try #require(widths["VIP"])
    #expect(mvc < vip)
  }

  @Test func reportDrawsOneBarAndEscapesText() throws {
    let fileSystem = InMemoryFileSystem([
      "/t/A&B/LoginPresenter.swift": "struct LoginPresenter {}\n",
      "/t/A&B/Misc.swift": "struct Misc {}\nlet x = 1\n",
    ])
    let (environment, output, _) = Fixtures.environment(fileSystem)
    let status = ArchTool(environment: environment).run(
      ["report", "/t/A&B", "--profile", "viper", "--format", "svg"])
    #expect(status == 0)
    let elements = try #require(SVGElements.parse(output.text))
    let segments = elements.filter { $0.name == "rect" && $0.text.contains(" · ") }.map(\.text)
    #expect(segments == ["/t/A&B · presentation: 1 lines", "/t/A&B · other: 2 lines"])
    #expect(output.text.contains("/t/A&amp;B"))
  }

  @Test func graphDrawsEveryTargetOnItsRingWithItsMetrics() throws {
    let report = CouplingAnalyzer().analyze(
      try CouplingTests.snapshot(), header: CouplingTests.header, withLayers: false)
    let svg = try GraphRenderer().render(report, format: .svg)
    let elements = try #require(SVGElements.parse(svg))
    let texts = elements.filter { $0.name == "text" }.map(\.text)
    for target in report.targets { #expect(texts.contains(target.name)) }
    #expect(texts.contains("I 0.67 A 0.00 D 0.33"))  // Feature
    #expect(texts.contains("I 0.00 A 1.00 D 0.00"))  // Core: its public surface is protocols
    #expect(elements.filter { $0.name == "line" }.count == report.edges.count)
    let dots = elements.filter { $0.name == "circle" && $0.attributes["r"] == "5.0" }
    #expect(dots.count == report.targets.count)
  }

  @Test func timingHasNoPicture() {
    let (environment, _, errors) = Fixtures.environment(
      InMemoryFileSystem(["/r/Package.swift": ""]))
    #expect(ArchTool(environment: environment).run(["timing", "/r", "--format", "svg"]) == 2)
    #expect(errors.text.contains("timing has no svg picture"))
  }
}
