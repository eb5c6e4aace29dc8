import Foundation
import Testing

/// The rule that keeps files short enough to read in one go: a production file (a Swift file
/// under Modules/ or App/) has at most 150 lines, or docs/ARCHITECTURE.md's section "Files
/// over 150 lines, and why" names it with its reason. A file that grows past the limit fails
/// here until it is split where a reader would split it or its reason is written down; a
/// file the section names that no longer exists fails too, so the list cannot go stale.
struct FileSizeRuleTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let limit = 150
  static let heading = "Files over 150 lines, and why"

  /// The Swift files under Modules/ and App/, relative to the repository's root.
  static func sources() -> [String] {
    ["Modules", "App"].flatMap { folder in
      (FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?
        .compactMap { $0 as? String } ?? [])
        .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
    }
  }

  /// Lines as `wc -l` counts them: the line breaks.
  static func lineCount(of file: String) throws -> Int {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    return text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
  }

  /// The section of docs/ARCHITECTURE.md that gives the reasons, up to the next section.
  static func reasons() throws -> Substring {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("## ") && $0.contains(heading) })
    else { return "" }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n")[...]
  }

  /// The Swift files the section names, in backquotes, as written: `Features/Gather/...`
  /// (under Modules/) or `App/...`.
  static func named(in reasons: Substring) -> [String] {
    reasons.split(separator: "`").enumerated()
      .filter { $0.offset % 2 == 1 && $0.element.hasSuffix(".swift") && $0.element.contains("/") }
      .map { String($0.element) }
  }

  /// The file as the section names it: its path under Modules/, or from the root for App/.
  static func name(of file: String) -> String {
    file.hasPrefix("Modules/") ? String(file.dropFirst("Modules/".count)) : file
  }

  @Test func everyProductionFileOver150LinesIsNamedWithItsReason() throws {
    let reasons = try Self.reasons()
    #expect(!reasons.isEmpty, "docs/ARCHITECTURE.md has no section '\(Self.heading)'")
    let named = Set(Self.named(in: reasons))
    let files = Self.sources()
    #expect(files.count > 300, "the scan found too few sources: \(files.count)")
    for file in files {
      let lines = try Self.lineCount(of: file)
      #expect(
        lines <= Self.limit || named.contains(Self.name(of: file)),
        """
        \(file) has \(lines) lines: split it where a reader would, or name it \
        (`\(Self.name(of: file))`) with its reason in docs/ARCHITECTURE.md, '\(Self.heading)'
        """)
    }
  }

  @Test func everyFileTheReasonsNameExists() throws {
    let named = Self.named(in: try Self.reasons())
    #expect(named.count > 10, "the section names too few files: \(named)")
    for path in named where !path.hasPrefix("Tools/") {
      let file = path.hasPrefix("App/") ? path : "Modules/\(path)"
      #expect(
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(file).path),
        "docs/ARCHITECTURE.md gives a reason for \(path), which does not exist")
    }
  }
}
