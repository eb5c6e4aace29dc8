import Foundation

/// The target graph by level: targets that depend on nothing at the bottom, each other
/// target one row above the highest target it depends on, so every arrow points down
/// (but the one closing a cycle, which the `cycles` line of the table names).
/// A row too wide for the picture wraps; boxes are sized to their names, so no label lies
/// on another whatever the number of targets. Each box is coloured by its ring and shows
/// its I, A and D.
struct LevelGraphPicture {
  let report: CouplingReport

  static let maxWidth = 1500.0
  static let boxHeight = 34.0
  static let gap = 14.0
  static let rowGap = 46.0
  static let characterWidth = 6.6

  /// Each target's level: 0 without dependencies, else one more than its highest
  /// dependency (an edge inside a cycle is not followed twice).
  static func levels(_ report: CouplingReport) -> [String: Int] {
    var dependencies: [String: [String]] = [:]
    for edge in report.edges { dependencies[edge.from, default: []].append(edge.to) }
    var level: [String: Int] = [:]
    var visiting: Set<String> = []
    func visit(_ name: String) -> Int {
      if let known = level[name] { return known }
      guard visiting.insert(name).inserted else { return 0 }
      let value = (dependencies[name] ?? []).map { visit($0) + 1 }.max() ?? 0
      visiting.remove(name)
      level[name] = value
      return value
    }
    for target in report.targets { _ = visit(target.name) }
    return level
  }

  func boxWidth(_ target: TargetCoupling) -> Double {
    max(Double(target.name.count) * Self.characterWidth, 118) + 12
  }

  /// Rows from the top of the picture down: highest level first, wrapped to the width.
  func rows() -> [(level: Int, targets: [TargetCoupling])] {
    let levels = Self.levels(report)
    let byLevel = Dictionary(grouping: report.targets) { levels[$0.name] ?? 0 }
    var rows: [(level: Int, targets: [TargetCoupling])] = []
    for level in byLevel.keys.sorted(by: >) {
      var row: [TargetCoupling] = []
      var width = 0.0
      for target in byLevel[level]!.sorted(by: { $0.name < $1.name }) {
        let needed = boxWidth(target) + Self.gap
        if !row.isEmpty, width + needed > Self.maxWidth {
          rows.append((level, row))
          row = []
          width = 0
        }
        row.append(target)
        width += needed
      }
      if !row.isEmpty { rows.append((level, row)) }
    }
    return rows
  }

  func svg() -> String {
    let rows = rows()
    let widest = rows.map { $0.targets.reduce(0) { $0 + boxWidth($1) + Self.gap } }.max() ?? 0
    let rings = Array(Set(report.targets.map(\.ring))).sorted()
    let top = 50.0
    let title =
      "targets of \(report.root) by level (arrows point to dependencies, down): I instability, "
      + "A abstractness, D distance"
    // Wide enough for the title too (bold 14 px: about 8 px a character).
    let width = Int(max(widest + 40, 640, Double(title.count) * 8 + 20))
    let height = Int(top + Double(rows.count) * (Self.boxHeight + Self.rowGap) + 40)
    var document = SVGDocument(width: width, height: height)
    document.text(title, x: 10, y: 20, size: 14, weight: "bold")
    for (index, ring) in rings.enumerated() {
      let x = 10 + Double(index) * 130
      document.rect(x: x, y: 30, width: 12, height: 12, fill: Colours.of(ring))
      document.text(ring, x: x + 16, y: 40, size: 11)
    }
    var boxes: [String: (x: Double, y: Double, width: Double)] = [:]
    for (index, row) in rows.enumerated() {
      let y = top + Double(index) * (Self.boxHeight + Self.rowGap) + 10
      let rowWidth = row.targets.reduce(0) { $0 + boxWidth($1) + Self.gap }
      var x = (Double(width) - rowWidth) / 2 + Self.gap / 2
      for target in row.targets {
        boxes[target.name] = (x, y, boxWidth(target))
        x += boxWidth(target) + Self.gap
      }
    }
    for edge in report.edges {
      guard let from = boxes[edge.from], let to = boxes[edge.to] else { continue }
      document.line(
        from: (from.x + from.width / 2, from.y + Self.boxHeight),
        to: (to.x + to.width / 2, to.y), stroke: edge.declared ? "#c7ccd4" : "#e15759")
    }
    for target in report.targets {
      guard let box = boxes[target.name] else { continue }
      document.rect(
        x: box.x, y: box.y, width: box.width, height: Self.boxHeight,
        fill: Colours.of(target.ring), title: "\(target.name) (\(target.ring))")
      document.rect(
        x: box.x + 3, y: box.y + 3, width: box.width - 6, height: Self.boxHeight - 6,
        fill: "#ffffff")
      document.text(
        target.name, x: box.x + box.width / 2, y: box.y + 15, size: 11, anchor: "middle",
        weight: "bold")
      document.text(
        "I \(GraphRenderer.number(target.instability)) A \(GraphRenderer.number(target.abstractness)) "
          + "D \(GraphRenderer.number(target.distance))", x: box.x + box.width / 2,
        y: box.y + 27, size: 9, anchor: "middle")
    }
    return document.rendered(title: "target graph of \(report.root)")
  }
}
