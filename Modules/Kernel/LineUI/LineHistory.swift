/// The lines typed during this run, for Up and Down. A line is kept once (not twice in a
/// row), empty lines and secrets are never kept, and nothing is written to disk.
struct LineHistory: Equatable, Sendable {
  private(set) var entries: [String] = []
  /// The entry shown, while browsing.
  private var shown: Int?
  /// What was typed before Up was first pressed, given back by Down.
  private var draft = ""

  /// Keeps a finished line.
  mutating func record(_ line: String) {
    shown = nil
    guard !line.trimmingWhitespace().isEmpty, entries.last != line else { return }
    entries.append(line)
  }

  /// Up: the entry before the one shown, or `nil` when there is none.
  mutating func previous(current: String) -> String? {
    guard !entries.isEmpty else { return nil }
    guard let index = shown else {
      draft = current
      shown = entries.count - 1
      return entries.last
    }
    guard index > 0 else { return nil }
    shown = index - 1
    return entries[index - 1]
  }

  /// Down: the entry after the one shown, then the line typed before browsing.
  mutating func next() -> String? {
    guard let index = shown else { return nil }
    guard index + 1 < entries.count else {
      shown = nil
      return draft
    }
    shown = index + 1
    return entries[index + 1]
  }

  /// Stops browsing (the line was cleared).
  mutating func reset() {
    shown = nil
  }
}
