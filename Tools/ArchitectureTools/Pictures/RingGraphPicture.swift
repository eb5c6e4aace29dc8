import Foundation

/// The target graph in rings: the most stable ring in the middle, each target a dot on
/// its ring's circle with its I, A and D; one line per dependency.
struct RingGraphPicture {
  let report: CouplingReport

  /// Rings from the centre outwards.
  static let ringOrder = [
    "kernel", "infrastructure", "feature", "composition", "app", "support", "tools", "test",
    "other",
  ]

  func svg() -> String {
    let present =
      Self.ringOrder.filter { ring in report.targets.contains { $0.ring == ring } }
      + Set(report.targets.map(\.ring)).subtracting(Self.ringOrder).sorted()
    let step = 90.0
    let size = Int(2 * (Double(present.count) * step + 140))
    let centre = Double(size) / 2
    var document = SVGDocument(width: size, height: size + 30)
    document.text(
      "targets of \(report.root) in rings: I instability, A abstractness, D distance",
      x: 10, y: 20, size: 14, weight: "bold")
    var positions: [String: (Double, Double)] = [:]
    for (index, ring) in present.enumerated() {
      let radius = Double(index + 1) * step - step / 2
      document.circle(x: centre, y: centre + 30, radius: radius, fill: "none", stroke: "#cccccc")
      document.text(ring, x: centre, y: centre + 30 - radius + 14, size: 11, anchor: "middle")
      let members = report.targets.filter { $0.ring == ring }
      for (offset, target) in members.enumerated() {
        let angle = (Double(offset) + 0.5) / Double(members.count) * 2 * Double.pi + Double(index)
        positions[target.name] = (
          centre + radius * cos(angle), centre + 30 + radius * sin(angle)
        )
      }
    }
    for edge in report.edges {
      guard let from = positions[edge.from], let to = positions[edge.to] else { continue }
      document.line(from: from, to: to, stroke: edge.declared ? "#9aa7b8" : "#e15759")
    }
    for target in report.targets {
      guard let (x, y) = positions[target.name] else { continue }
      document.circle(x: x, y: y, radius: 5, fill: "#4e79a7")
      document.text(target.name, x: x, y: y - 8, size: 11, anchor: "middle", weight: "bold")
      document.text(
        "I \(GraphRenderer.number(target.instability)) A \(GraphRenderer.number(target.abstractness)) "
          + "D \(GraphRenderer.number(target.distance))", x: x, y: y + 16, size: 10,
        anchor: "middle")
    }
    return document.rendered(title: "target graph of \(report.root)")
  }
}
