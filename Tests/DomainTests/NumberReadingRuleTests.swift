import Foundation
import Testing

/// The rule that keeps typed and file numbers from trapping: the app reads a whole number
/// only through Domain's `WholeNumber` (which checks every step and returns a value in a
/// range the caller chose), never with `Int(text)` and then unchecked arithmetic. This
/// scans the app's sources (not tests, tools or test support) for the failable integer
/// initialisers that read text. `archtool check` is being reworked (issue 21), so the rule
/// is a test for now.
struct NumberReadingRuleTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Files allowed to read a number themselves, each with its reason.
  static let allowed: [String: String] = [
    "Modules/Kernel/Domain/Numbers/WholeNumber.swift": "the parser itself",
    "Modules/Kernel/LineUI/TerminalSettings.swift":
      "LineUI cannot import Domain; COLUMNS is bounded to 1...9999 before use",
  ]

  static let integer = #"\bU?Int(?:8|16|32|64)?"#
  /// `Int(x)` used as an optional: bound by `let`, compared with `nil`, defaulted with
  /// `??`, mapped over text (`compactMap { Int($0) }`, `Int.init`), or returned from a
  /// closure that makes an optional (`{ Int($0) }`).
  static let patterns: [String] = [
    (#"(?:if|guard|,|while)\s*(?:let|var)\s+\w+\s*=\s*"# + integer
      + #"\((?!\s*(?:exactly|truncatingIfNeeded|bitPattern|clamping):)"#),
    (integer + #"\([^()]*\)\s*(?:[!=]=\s*nil|\?\?)"#),
    (#"\{\s*"# + integer + #"\(\$0\)\s*\}"#),
    (integer + #"\.init\b"#),
  ]

  static func sources() -> [String] {
    ["Modules/Kernel", "Modules/Features", "Modules/Infrastructure", "Modules/Composition", "App"]
      .flatMap { folder in
        (FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?
          .compactMap { $0 as? String } ?? [])
          .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
      }
  }

  /// The lines of `text` that read a number without `WholeNumber`, comments left out.
  static func violations(in text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { line in
      let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
      return patterns.contains { pattern in
        (try? Regex(pattern)).map { code.contains($0) } ?? true
      }
    }
  }

  @Test func theAppReadsNumbersOnlyThroughWholeNumber() throws {
    let files = Self.sources()
    #expect(files.count > 100, "the scan found too few sources: \(files.count)")
    for file in files where Self.allowed[file] == nil {
      let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      let found = Self.violations(in: text)
      #expect(
        found.isEmpty,
        "\(file) reads a number itself: \(found); use WholeNumber.parse(_:in:) with a range")
    }
  }

  @Test(arguments: [
    "guard let age = Int(trimmed), ageRange.contains(age) else {",
    "if let number = Int(key) {",
    "guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else {",
    "let sizes = words.compactMap { Int($0) }",
    "case _ where Int(command.name) != nil:",
    "let seed = UInt64(word) ?? 0",
    "let values = words.map(Int.init)",
  ])
  func theRuleCatchesEachWayOfReadingANumber(line: String) {
    #expect(Self.violations(in: line) == [line])
  }

  @Test(arguments: [
    "return Int(size.ws_col)",
    "let count = Int(truncatingIfNeeded: value)",
    "guard let small = Int8(exactly: value) else {",
    "// if let number = Int(key) {",
  ])
  func conversionsBetweenNumbersAreNotReading(line: String) {
    #expect(Self.violations(in: line).isEmpty)
  }
}
