import Foundation
import Testing

/// docs/GOAL-WALKTHROUGH.md follows `goal a 3` through the six patterns: each hop is a
/// piece of code in backticks followed by the file and line it is on. Every named line
/// must hold that whole piece of code (not a name from it), so a line that moves or
/// changes breaks this test instead of the page.
struct GoalWalkthroughTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Hop: CustomStringConvertible, Sendable {
    var code: String
    var file: String
    var line: Int
    var description: String { "\(file):\(line) should hold `\(code)`" }
  }

  /// Every "`code` (`Modules/…swift:N`)" of the page, in order.
  static func hops(in page: String) -> [Hop] {
    page.matches(of: /`([^`]+)`\s*\(`(Modules\/[^`:]+\.swift):(\d+)`\)/).map { match in
      Hop(
        code: String(match.output.1), file: String(match.output.2),
        line: Int(match.output.3) ?? 0)
    }
  }

  @Test func everyHopNamesALineThatHoldsItsWholeCode() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("docs/GOAL-WALKTHROUGH.md"), encoding: .utf8)
    let hops = Self.hops(in: page)
    #expect(hops.count >= 25, "the page lost its hops: \(hops)")
    for pattern in ["Features/Gather", "MVC/", "MVVM/", "MVP/", "MVPC/", "VIP/"] {
      #expect(hops.contains { $0.file.contains(pattern) }, "no hop in \(pattern)")
    }
    for hop in hops {
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(hop.file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line = lines.indices.contains(hop.line - 1) ? String(lines[hop.line - 1]) : ""
      let now = lines.indices.filter { lines[$0].contains(hop.code) }.map { $0 + 1 }
      #expect(line.contains(hop.code), "\(hop); it is on line(s) \(now)")
    }
  }

  @Test func theWholeCodeAndItsPlaceAreReadFromAHop() {
    let hops = Self.hops(
      in: "`case \"goal\":` (`Modules/Features/Gather/GatherView.swift:1`)")
    #expect(hops.count == 1)
    #expect(hops.first?.line == 1)
    #expect(hops.first?.code == "case \"goal\":")
  }
}
