import Foundation

/// Accepted violations: one `path: rule: message` per line; `#` starts a comment.
///
/// Entries carry no line or column, so edits elsewhere in a file keep them valid. An
/// entry that no longer matches a violation is stale and reported, so the baseline
/// only ever shrinks.
public struct Baseline: Sendable, Equatable {
  /// Entries with their 1-based line in the baseline file.
  public var entries: [(key: String, line: Int)]

  /// Parses baseline text.
  public init(text: String) {
    entries = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .compactMap { offset, line in
        let entry = line.trimmingCharacters(in: .whitespaces)
        return entry.isEmpty || entry.hasPrefix("#") ? nil : (entry, offset + 1)
      }
  }

  /// The baseline text accepting every diagnostic in `diagnostics`.
  public static func text(accepting diagnostics: [Diagnostic]) -> String {
    let header = [
      "# archtool check baseline: accepted violations, one `path: rule: message` per line.",
      "# Fix one, delete its line; `archtool check` reports lines that match nothing.",
    ]
    let lines = Array(Set(diagnostics.map(\.baselineKey))).sorted()
    return (header + lines).joined(separator: "\n") + "\n"
  }

  /// Splits `diagnostics` into new ones and accepted ones, and finds stale entries.
  public func apply(to diagnostics: [Diagnostic]) -> (
    new: [Diagnostic], accepted: [Diagnostic], stale: [(key: String, line: Int)]
  ) {
    let keys = Set(entries.map(\.key))
    let new = diagnostics.filter { !keys.contains($0.baselineKey) }
    let accepted = diagnostics.filter { keys.contains($0.baselineKey) }
    let seen = Set(accepted.map(\.baselineKey))
    return (new, accepted, entries.filter { !seen.contains($0.key) })
  }

  public static func == (lhs: Baseline, rhs: Baseline) -> Bool {
    lhs.entries.map(\.key) == rhs.entries.map(\.key)
      && lhs.entries.map(\.line) == rhs.entries.map(\.line)
  }
}
