/// Stacked bars: one bar per tree, one segment per layer, length = lines (production
/// code plus test code) in that layer. `report` draws one bar, `compare` one per tree.
struct LayerBarsPicture {
  /// A bar: its label and its layers' line counts, in layer order.
  struct Bar {
    var label: String
    var segments: [(layer: String, lines: Int)]
  }

  let title: String
  let bars: [Bar]

  /// Every layer in first-seen order, `other` last.
  var layers: [String] {
    var seen: [String] = []
    for bar in bars {
      for segment in bar.segments where !seen.contains(segment.layer) && segment.lines > 0 {
        seen.append(segment.layer)
      }
    }
    return seen.filter { $0 != LayerProfile.otherLayer }
      + (seen.contains(LayerProfile.otherLayer) ? [LayerProfile.otherLayer] : [])
  }

  /// The same colour for a layer or role in every picture (`Colours`).
  func colour(_ layer: String) -> String { Colours.of(layer) }

  func svg() -> String {
    let labelWidth = 130.0
    let barArea = 560.0
    let barHeight = 26.0
    let top = 40.0
    let legendRows = (layers.count + 3) / 4
    let height = Int(top + Double(bars.count) * (barHeight + 12) + 30 + Double(legendRows) * 18)
    var document = SVGDocument(width: Int(labelWidth + barArea + 90), height: height)
    document.text(title, x: 10, y: 22, size: 14, weight: "bold")
    let longest = max(1, bars.map { $0.segments.reduce(0) { $0 + $1.lines } }.max() ?? 1)
    for (index, bar) in bars.enumerated() {
      let y = top + Double(index) * (barHeight + 12)
      document.text(bar.label, x: labelWidth - 8, y: y + 17, anchor: "end")
      var x = labelWidth
      for segment in bar.segments where segment.lines > 0 {
        let width = Double(segment.lines) / Double(longest) * barArea
        document.rect(
          x: x, y: y, width: width, height: barHeight, fill: colour(segment.layer),
          title: "\(bar.label) · \(segment.layer): \(segment.lines) lines")
        x += width
      }
      let total = bar.segments.reduce(0) { $0 + $1.lines }
      document.text("\(total)", x: x + 6, y: y + 17)
    }
    let legendTop = top + Double(bars.count) * (barHeight + 12) + 10
    for (index, layer) in layers.enumerated() {
      let x = 10 + Double(index % 4) * 170
      let y = legendTop + Double(index / 4) * 18
      document.rect(x: x, y: y, width: 12, height: 12, fill: colour(layer))
      document.text(layer, x: x + 18, y: y + 11)
    }
    return document.rendered(title: title)
  }
}
