/// A row of numbers drawn as one short line of characters, higher values taller: the
/// small charts of the ratings screen. Block characters (`▁▂▃▄▅▆▇█`) where the terminal
/// shows UTF-8, plain ASCII (`_.-~=+*#`) in a pipe or a file.
public enum Sparkline {
  static let blocks = Array("▁▂▃▄▅▆▇█")
  static let ascii = Array("_.-~=+*#")

  /// The last `width` values, scaled between their lowest and highest; a span narrower
  /// than `minimumSpan` is centred in it, so a flat course draws flat.
  public static func line(
    _ values: [Double], width: Int = 12, minimumSpan: Double = 1, unicode: Bool
  ) -> String {
    let shown = values.suffix(max(width, 0))
    guard let low = shown.min(), let high = shown.max() else { return "" }
    let span = max(high - low, minimumSpan)
    let floor = (low + high) / 2 - span / 2
    let levels = unicode ? blocks : ascii
    return String(
      shown.map { value in
        let level = Int(((value - floor) / span * Double(levels.count - 1)).rounded())
        return levels[min(max(level, 0), levels.count - 1)]
      })
  }
}
