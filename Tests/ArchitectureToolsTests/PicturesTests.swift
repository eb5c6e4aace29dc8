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
    let (status, output, _) = try PatternTreesTests.compareAll(["--format", "svg"])
    #expect(status == 0)
    let elements = try #require(SVGElements.parse(output), "not well-formed XML")
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

  @Test func graphDrawsEveryTargetInABoxWithItsMetrics() throws {
    let report = CouplingAnalyzer().analyze(
      try CouplingTests.snapshot(), header: CouplingTests.header, withLayers: false)
    let svg = try GraphRenderer().render(report, format: .svg)
    let elements = try #require(SVGElements.parse(svg))
    let texts = elements.filter { $0.name == "text" }.map(\.text)
    for target in report.targets { #expect(texts.contains(target.name)) }
    #expect(texts.contains("I 0.67 A 0.00 D 0.33"))  // Feature
    #expect(texts.contains("I 0.00 A 1.00 D 0.00"))  // Core: its public surface is protocols
    #expect(elements.filter { $0.name == "line" }.count == report.edges.count)
  }

  /// A hundred folder modules in ten levels: no two boxes overlap, every arrow points down.
  @Test func aHundredTargetsStayLegible() throws {
    var files: [String: String] = [:]
    for index in 0..<100 {
      let uses = index >= 10 ? "let next = Type\(index - 10)()" : ""
      files["/big/Module\(index)WithAFairlyLongName/Type\(index).swift"] =
        "struct Type\(index) { \(uses) }\n"
    }
    let (environment, output, _) = Fixtures.environment(InMemoryFileSystem(files))
    #expect(
      ArchTool(environment: environment).run(["graph", "/big", "--modules", "1", "--format", "svg"])
        == 0)
    let elements = try #require(SVGElements.parse(output.text))
    let boxes = elements.filter { $0.name == "rect" && !$0.text.isEmpty }.map(Box.init)
    #expect(boxes.count == 100)
    for (index, box) in boxes.enumerated() {
      for other in boxes[(index + 1)...] {
        #expect(box.isApart(from: other), "\(box) overlaps \(other)")
      }
    }
    let lines = elements.filter { $0.name == "line" }
    #expect(lines.count == 90)
    for line in lines {
      let top = Double(line.attributes["y1"] ?? "0") ?? 0
      let bottom = Double(line.attributes["y2"] ?? "0") ?? 0
      #expect(top < bottom)
    }
  }

  struct Box: CustomStringConvertible {
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0

    init(_ element: SVGElements.Element) {
      x = Double(element.attributes["x"] ?? "") ?? 0
      y = Double(element.attributes["y"] ?? "") ?? 0
      width = Double(element.attributes["width"] ?? "") ?? 0
      height = Double(element.attributes["height"] ?? "") ?? 0
    }

    func isApart(from other: Box) -> Bool {
      let beside = x + width <= other.x || other.x + other.width <= x
      let above = y + height <= other.y || other.y + other.height <= y
      return beside || above
    }

    var description: String { "box at \(x),\(y) \(width)x\(height)" }
  }

  /// A layer keeps its colour whatever else is in the picture.
  @Test func aLayerHasOneColourInEveryPicture() throws {
    func fills(_ arguments: [String]) throws -> [String: String] {
      let (environment, output, _) = Fixtures.environment(try PatternTreesTests.allTrees())
      #expect(ArchTool(environment: environment).run(arguments + ["--format", "svg"]) == 0)
      let elements = try #require(SVGElements.parse(output.text))
      var result: [String: String] = [:]
      for rect in elements where rect.name == "rect" && rect.text.contains(" · ") {
        let layer = String(rect.text.split(separator: "·")[1].prefix { $0 != ":" })
          .trimmingCharacters(in: .whitespaces)
        result[layer] = rect.attributes["fill"]
      }
      return result
    }
    let viper = try fills(["report", "/p/VIPER", "--profile", "viper", "--layers"])
    let mvc = try fills(["report", "/p/MVC", "--profile", "mvc", "--layers"])
    let roles = try fills(["compare", "/p/MVC@mvc", "/p/VIP@vip"])
    #expect(viper["view"] != nil && viper["view"] == mvc["view"])
    #expect(viper["service"] == mvc["service"])
    #expect(roles["screen"] != nil && roles["screen"] != roles["service"])
  }

  @Test func timingHasNoPicture() {
    let (environment, _, errors) = Fixtures.environment(
      InMemoryFileSystem(["/r/Package.swift": ""]))
    #expect(ArchTool(environment: environment).run(["timing", "/r", "--format", "svg"]) == 2)
    #expect(errors.text.contains("timing has no svg picture"))
  }
}
