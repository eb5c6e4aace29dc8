import Foundation
import Testing

/// `docs/VIPER.md` follows two commands (`delete 3`, `goal a 3`) through the code by file
/// and line. Every reference (`Features/PlayerList/PlayerListView.swift:75`) must point at
/// a line that holds, whole, the code written just before it: a call or statement as it
/// is written (`try await interactor.delete(player, from: roster)`), or a declaration by
/// its full name (`PlayerListView.handle(_:presenter:)`: the type declared in that file,
/// `func handle(` on the line, with exactly those argument labels). So a line that moves,
/// or a call that changes, breaks this test instead of the page.
struct WalkthroughReferenceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Reference: CustomStringConvertible {
    var file: String
    var line: Int
    var code: String
    var description: String { "\(file):\(line) should hold `\(code)`" }
  }

  /// The references of the page, each with the code its line must hold.
  static func references(in page: String) -> [Reference] {
    page.matches(of: /`([A-Za-z\/+]+\.swift):(\d+)`/).map { match in
      Reference(
        file: String(match.output.1), line: Int(match.output.2) ?? 0,
        code: lastCode(in: page[..<match.range.lowerBound]))
    }
  }

  /// The last code span before a reference that is not itself a path.
  static func lastCode(in text: Substring) -> String {
    let spans = text.matches(of: /`([^`]+)`/).map { String($0.output.1) }
    return spans.last(where: { !$0.contains(".swift") }) ?? ""
  }

  /// The file a reference names, as lines: a path under `Modules/`.
  static func source(_ file: String) throws -> [String] {
    let url = root.appendingPathComponent("Modules").appendingPathComponent(file)
    return try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Whether line `number` (1-based) of `lines` holds `code`: the code as written, or the
  /// declaration a full name (`Type.name(label:_:)`) gives.
  static func holds(_ lines: [String], _ number: Int, _ code: String) -> Bool {
    guard lines.indices.contains(number - 1) else { return false }
    let line = lines[number - 1]
    if line.contains(code) { return true }
    guard
      let name = code.wholeMatch(
        of: /((?:[A-Z][A-Za-z]*\.)*)([a-z][A-Za-z]*)\(((?:[A-Za-z_]+:)*)\)/)
    else { return false }
    if let type = name.output.1.split(separator: ".").last {
      let declared = try? Regex(
        "(class|struct|enum|protocol|extension) ([A-Za-z]+\\.)*\(type)\\b")
      guard let declared, lines.contains(where: { $0.contains(declared) }) else { return false }
    }
    guard let start = line.range(of: "func \(name.output.2)(") else { return false }
    // The declaration's parameter list, however many lines it takes.
    var declaration = String(line[start.upperBound...])
    var next = number
    while !declaration.contains(")"), lines.indices.contains(next) {
      declaration += " " + lines[next]
      next += 1
    }
    let parameters = declaration.prefix { $0 != ")" }.split(separator: ",")
    let labels = parameters.compactMap { $0.split(separator: " ").first.map(String.init) }
    let wanted = name.output.3.split(separator: ":").map(String.init)
    return labels.map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 } == wanted
  }

  @Test func everyLineTheWalkthroughCitesHoldsTheWholeCodeItNames() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("docs/VIPER.md"), encoding: .utf8)
    let references = Self.references(in: page)
    #expect(references.count >= 30, "the page lost its references: \(references)")
    #expect(!page.contains("(line "), "a reference names its file: `Features/X/Y.swift:12`")
    for reference in references {
      #expect(
        reference.code.contains(where: { "(. {".contains($0) }),
        "\(reference): cite the whole call or the full name, not a word")
      let lines = try Self.source(reference.file)
      let now = lines.indices.filter { Self.holds(lines, $0 + 1, reference.code) }.map { $0 + 1 }
      #expect(
        Self.holds(lines, reference.line, reference.code),
        "\(reference); update docs/VIPER.md: it is at \(now)")
    }
  }

  @Test func aMovedLineOrAChangedCallIsCaught() throws {
    let lines = [
      "struct Screen {", "  func handle(_ command: String, presenter: Int) {",
      "    try await interactor.delete(player, from: roster)", "  }", "}",
    ]
    #expect(Self.holds(lines, 2, "Screen.handle(_:presenter:)"))
    #expect(Self.holds(lines, 2, "App.Screen.handle(_:presenter:)"))
    #expect(!Self.holds(lines, 3, "Screen.handle(_:presenter:)"))
    #expect(!Self.holds(lines, 2, "Screen.handle(_:view:)"))
    #expect(!Self.holds(lines, 2, "Other.handle(_:presenter:)"))
    #expect(Self.holds(lines, 3, "try await interactor.delete(player, from: roster)"))
    #expect(!Self.holds(lines, 3, "try await interactor.delete(player, from: page)"))
    let page = "`Console.confirm(_:)` (`Kernel/LineUI/Console.swift:1`)"
    #expect(Self.references(in: page).first?.code == "Console.confirm(_:)")
  }
}
