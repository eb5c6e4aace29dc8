import Foundation
import Testing

/// `docs/VIPER.md` follows one command through the code by file and line. Every reference
/// (`Features/PlayerList/PlayerListView.swift:75`) must point at a line that holds the name
/// the text gives it (the code in backticks just before the reference), so a line that
/// moves breaks this test instead of the page.
struct WalkthroughReferenceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Reference: CustomStringConvertible {
    var file: String
    var line: Int
    var name: String
    var description: String { "\(file):\(line) should hold \(name)" }
  }

  /// The references of the page, each with the name its line must hold.
  static func references(in page: String) -> [Reference] {
    page.matches(of: /`([A-Za-z\/+]+\.swift):(\d+)(?:-\d+)?`/).map { match in
      Reference(
        file: String(match.output.1), line: Int(match.output.2) ?? 0,
        name: lastName(in: page[..<match.range.lowerBound]))
    }
  }

  /// The identifier of the last code span before a reference that is not itself a path:
  /// `` `PlayerListView.handle(_:presenter:)` `` gives `handle`.
  static func lastName(in text: Substring) -> String {
    let spans = text.matches(of: /`([^`]+)`/).map { String($0.output.1) }
    guard let span = spans.last(where: { !$0.contains(".swift") }) else { return "" }
    let call = span.replacing("try await ", with: "").replacing("roster = ", with: "")
    let head = call.split(separator: "(").first.map(String.init) ?? call
    return head.split(separator: ".").last.map(String.init) ?? head
  }

  /// The file a reference names: a path under `Modules/`, or a file name found there.
  static func source(_ file: String) throws -> [String] {
    let modules = root.appendingPathComponent("Modules")
    var url = modules.appendingPathComponent(file)
    if !FileManager.default.fileExists(atPath: url.path) {
      let found = FileManager.default.enumerator(atPath: modules.path)?
        .compactMap { $0 as? String }.first { $0.hasSuffix("/" + file) }
      url = modules.appendingPathComponent(try #require(found, "no file \(file) under Modules/"))
    }
    return try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func everyLineTheWalkthroughNamesHoldsWhatItSays() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("docs/VIPER.md"), encoding: .utf8)
    let references = Self.references(in: page)
    #expect(references.count >= 20, "the page lost its references: \(references)")
    #expect(!page.contains("(line "), "a reference names its file: `Features/X/Y.swift:12`")
    for reference in references {
      let lines = try Self.source(reference.file)
      let text = lines.indices.contains(reference.line - 1) ? lines[reference.line - 1] : ""
      let now = lines.indices.filter { lines[$0].contains(reference.name) }.map { $0 + 1 }
      #expect(
        !reference.name.isEmpty && text.contains(reference.name),
        "\(reference), but the line is: \(text). Update docs/VIPER.md; it is now at \(now)")
    }
  }

  @Test func aMovedLineIsCaught() throws {
    let page = "`Console.confirm` (`Kernel/LineUI/Console.swift:1`)"
    let reference = try #require(Self.references(in: page).first)
    #expect(reference.name == "confirm")
    #expect(try !Self.source(reference.file)[0].contains(reference.name))
  }
}
