import Foundation

/// A self-contained SVG picture built element by element; text is escaped here, once.
struct SVGDocument {
  let width: Int
  let height: Int
  private var elements: [String] = []

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `text` made safe inside XML text or a double-quoted attribute.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  static func number(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, title: String? = nil
  ) {
    let tooltip = title.map { "<title>\(Self.escaped($0))</title>" } ?? ""
    elements.append(
      "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" "
        + "height=\"\(Self.number(height))\" fill=\"\(fill)\">\(tooltip)</rect>")
  }

  mutating func circle(
    x: Double, y: Double, radius: Double, fill: String, stroke: String = "none"
  ) {
    elements.append(
      "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" "
        + "fill=\"\(fill)\" stroke=\"\(stroke)\"/>")
  }

  mutating func line(from: (Double, Double), to: (Double, Double), stroke: String) {
    elements.append(
      "<line x1=\"\(Self.number(from.0))\" y1=\"\(Self.number(from.1))\" "
        + "x2=\"\(Self.number(to.0))\" y2=\"\(Self.number(to.1))\" stroke=\"\(stroke)\"/>")
  }

  mutating func text(
    _ content: String, x: Double, y: Double, size: Int = 12, anchor: String = "start",
    weight: String = "normal"
  ) {
    elements.append(
      "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(size)\" "
        + "text-anchor=\"\(anchor)\" font-weight=\"\(weight)\">\(Self.escaped(content))</text>")
  }

  /// The document, with an XML declaration and a font for every text.
  func rendered(title: String) -> String {
    [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\">",
      "<title>\(Self.escaped(title))</title>",
      "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
    ].joined(separator: "\n") + "\n" + elements.joined(separator: "\n") + "\n</svg>\n"
  }
}
