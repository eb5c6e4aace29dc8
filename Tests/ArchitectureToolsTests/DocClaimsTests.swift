import ArchitectureTools
import Foundation
import Testing

/// What the guides say of the code, checked against the code: the prose claims a reviewer
/// found drifting (issue 34) fail here when they drift again.
@Suite("What the docs claim of the code holds")
struct DocClaimsTests {
  static func page(_ path: String) throws -> String {
    try String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  static func swiftFiles(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.repositoryRoot.appendingPathComponent(folder).path
    ).filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// The section of `text` from the heading `heading` to the next heading of its level.
  static func section(_ heading: String, of text: String) -> String {
    guard let start = text.range(of: "\n" + heading + "\n") else { return "" }
    let rest = text[start.upperBound...]
    let level = heading.prefix { $0 == "#" } + " "
    return String(rest).components(separatedBy: "\n" + level)[0]
  }

  /// `archtool graph --layers` on this repository: the lines of one target's layer graph.
  static func layerGraph(of target: String) throws -> [String] {
    let root = Fixtures.repositoryRoot.path
    let fileSystem = LocalFileSystem()
    let package = try PackageLoader(fileSystem: fileSystem, processRunner: FakeProcessRunner())
      .scan(root: root)
    let snapshot = try ProjectScanner(fileSystem: fileSystem).scan(
      root: root, profile: BuiltInProfiles.footballGather, package: package)
    let report = CouplingAnalyzer().analyze(
      snapshot, header: ReportHeader(version: "1", commit: nil, date: "d"), withLayers: true)
    let text = try GraphRenderer(width: 200).render(report, format: .table)
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("layers of \(target):") }) else {
      return []
    }
    return Array(lines[start...].prefix { !$0.isEmpty })
  }

  /// VIPER.md shows PlayerList's layer graph as the tool prints it, and every arrow its
  /// prose names (`view -> presenter`) is one the tool prints.
  @Test func theLayerGraphTheWalkthroughShowsIsTheTools() throws {
    let section = Self.section("## Seeing it with the tool", of: try Self.page("docs/VIPER.md"))
    let graph = try Self.layerGraph(of: "PlayerListFeature")
    #expect(graph.count > 1)
    let shown = section.components(separatedBy: "```\n").first { $0.hasPrefix("layers of ") }
    #expect(shown == graph.joined(separator: "\n") + "\n", "the tool prints:\n\(graph)")
    let arrows = graph.dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces).components(separatedBy: " (")[0]
    }
    let prose = section.components(separatedBy: "```").enumerated()
      .filter { $0.offset % 2 == 0 }.map(\.element).joined()
    let named = prose.matches(of: /`([a-z]+ -> [a-z]+)`/).map { String($0.output.1) }
    for arrow in named {
      #expect(arrows.contains(arrow), "VIPER.md names `\(arrow)`; the tool prints \(arrows)")
    }
  }

  /// README's table of a feature module's files names files that module has.
  @Test func theFeatureModuleTableNamesFilesThatExist() throws {
    let readme = try Self.page("README.md")
    let start = try #require(readme.range(of: "A feature module, e.g. `Modules/Features/"))
    let folder = String(readme[start.upperBound...].prefix { $0 != "`" })
    let table = readme[start.upperBound...].components(separatedBy: "\n\n")[1]
    let files = table.matches(of: /`([A-Za-z+\/]+\.swift)`/).map { String($0.output.1) }
    #expect(files.count >= 6)
    for file in files {
      let path = Fixtures.repositoryRoot.appendingPathComponent(
        "Modules/Features/\(folder)/\(file)")
      #expect(
        FileManager.default.fileExists(atPath: path.path),
        "README lists \(file) in Modules/Features/\(folder)")
    }
  }

  /// README's pointer to the walkthrough names the command the walkthrough follows.
  @Test func readmeNamesTheCommandTheWalkthroughFollows() throws {
    let readme = try Self.page("README.md")
    let command = try #require(
      readme.firstMatch(of: /One command, `([^`]+)` on the player list/)?.output.1)
    let viper = try Self.page("docs/VIPER.md")
    #expect(viper.contains("\n## `\(command)` on the player list\n"), "README says `\(command)`")
  }

  /// ARCHITECTURE.md names GatherPresenter's mutable properties, with their access, as the
  /// code declares them.
  @Test func gatherPresentersMutableStateIsAsDescribed() throws {
    var declared: [String] = []
    for file in try Self.swiftFiles(in: "Modules/Features/Gather")
    where file.hasPrefix("GatherPresenter") {
      let text = try Self.page("Modules/Features/Gather/\(file)")
      declared += text.matches(of: /\n  (private |fileprivate )?var (\w+)\b[^{\n]*(=|\n)/)
        .map { "\($0.output.1 == nil ? "internal" : "private") \($0.output.2)" }
    }
    let architecture = try Self.page("docs/ARCHITECTURE.md").replacingOccurrences(
      of: "\n", with: " ")
    let claim = try #require(
      architecture.firstMatch(
        of: /of its mutable properties, `(\w+)` is (\w+) and `(\w+)`\s+is (\w+),/)
    )
    let described = [
      "\(claim.output.2) \(claim.output.1)", "\(claim.output.4) \(claim.output.3)",
    ]
    #expect(declared.sorted() == described.sorted(), "GatherPresenter declares \(declared)")
  }

  /// A qualified name VIPER.md's glossary gives (`GatherPresenter.Formatter`) is a type the
  /// code declares inside that type.
  @Test func theGlossarysNestedTypesExist() throws {
    let glossary = Self.section(
      "## Glossary: one word per idea", of: try Self.page("docs/VIPER.md"))
    let names = glossary.matches(of: /`([A-Z]\w+)\.([A-Z]\w+)`/).map {
      (String($0.output.1), String($0.output.2))
    }
    #expect(!names.isEmpty)
    for (outer, inner) in names where !outer.hasPrefix("X") {
      let module = outer.replacing(/(Presenter|Interactor|View|Router|Builder)$/, with: "")
      let folder = "Modules/Features/\(module)"
      let declaration = try Regex("(enum|struct|class) \(inner)\\b")
      let texts = try Self.swiftFiles(in: folder).filter { $0.hasPrefix(outer) }
        .map { try Self.page("\(folder)/\($0)") }
      #expect(
        texts.contains { $0.contains(declaration) },
        "VIPER.md names \(outer).\(inner); \(folder) declares no \(inner) in \(outer)'s files")
    }
  }

  /// ADDING_A_MODULE.md says which module the generator's output is shaped like: that
  /// module has one source file for each role file the generator writes, and no more.
  @Test func theGeneratedModuleHasTheShapeTheGuideNames() throws {
    let guide = try Self.page("docs/ADDING_A_MODULE.md")
    let module = try #require(guide.firstMatch(of: /the shape of `(\w+)`/)?.output.1)
    let generated = ModuleGenerator.templates(for: try ModuleName("MatchHistory")).map(\.path)
      .filter { $0.hasPrefix("Modules/") && $0.hasSuffix(".swift") && !$0.contains("/Entity/") }
      .map {
        $0.components(separatedBy: "/").last!.replacingOccurrences(of: "MatchHistory", with: "")
      }
    let existing = try Self.swiftFiles(in: "Modules/Features/\(module)")
      .map { $0.replacingOccurrences(of: String(module), with: "") }
    #expect(existing == generated.sorted())
  }

  /// The length of the longest sequence of lines `a` and `b` share in order.
  static func sharedLines(_ a: [Substring], _ b: [Substring]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for line in a {
      var current = [0]
      for (index, other) in b.enumerated() {
        current.append(
          line == other ? previous[index] + 1 : max(previous[index + 1], current[index]))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// PATTERNS.md's table of what MVP-C adds to MVP holds for the folders as they are.
  @Test func whatMVPCAddsToMVPIsAsTheTableSays() throws {
    let page = try Self.page("docs/PATTERNS.md")
    let section = Self.section("## What MVP-C adds to MVP", of: page)
    let rows = section.matches(of: /\| (\w+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|/)
    #expect(rows.count == 3)
    for row in rows {
      let screen = String(row.output.1)
      var (total, shared, coordinators) = (0, 0, 0)
      for file in try Self.swiftFiles(in: "Modules/Patterns/MVPC/\(screen)") {
        let lines = try Self.page("Modules/Patterns/MVPC/\(screen)/\(file)")
          .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        total += lines.count
        let mvp = "Modules/Patterns/MVP/\(screen)/\(file)"
        if FileManager.default.fileExists(
          atPath: Fixtures.repositoryRoot.appendingPathComponent(mvp).path)
        {
          let other = try Self.page(mvp).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast()
          shared += Self.sharedLines(Array(lines), Array(other))
        } else if file.contains("Coordinator") {
          coordinators += lines.count
        }
      }
      let measured = [total, shared, total - shared - coordinators, coordinators]
      let claimed = [row.output.2, row.output.3, row.output.4, row.output.5].map { Int($0) }
      #expect(
        claimed == measured, "\(screen): PATTERNS.md says \(claimed), the folders \(measured)")
    }
  }

  // MARK: The Router decision (issue 34, item 3)

  /// The rows of the glossary's role table (the first table of the glossary).
  static func glossaryRoles() throws -> [String] {
    let glossary = Self.section(
      "## Glossary: one word per idea", of: try Self.page("docs/VIPER.md"))
    let table = glossary.components(separatedBy: "\n\n").first { $0.hasPrefix("| role |") }
    return (table ?? "").components(separatedBy: "\n").dropFirst(2).compactMap {
      $0.firstMatch(of: /^\| \*\*([^*]+)\*\*/).map { String($0.output.1) }
    }
  }

  /// The glossary has at most 15 role names, as many as its prose says, each once.
  @Test func theGlossaryHasAtMostFifteenRolesAndSaysHowMany() throws {
    let roles = try Self.glossaryRoles()
    #expect(roles.count <= 15)
    #expect(Set(roles.map { $0.lowercased() }).count == roles.count, "\(roles)")
    let glossary = Self.section(
      "## Glossary: one word per idea", of: try Self.page("docs/VIPER.md")
    )
    .replacingOccurrences(of: "\n", with: " ")
    let said = try #require(glossary.firstMatch(of: /use, each with one meaning: (\d+) roles/))
    #expect(Int(said.output.1) == roles.count, "the glossary has \(roles.count) rows")
  }

  /// The glossary's Router row, ARCHITECTURE.md and the generator's Router template say
  /// what a Router is in the words decided for it.
  @Test func theRouterIsDescribedAsDecided() throws {
    let decided = [
      "the module's ways out, each named after what the user wants",
      "the flow that owns the module implements it, building and showing the next module",
      "a Router never shows a screen itself",
    ]
    let flat = { (text: String) in
      text.replacingOccurrences(of: "\n/// ", with: " ").replacingOccurrences(
        of: "\n", with: " ")
    }
    let glossary = Self.section(
      "## Glossary: one word per idea", of: try Self.page("docs/VIPER.md"))
    let row = try #require(
      glossary.components(separatedBy: "\n").first { $0.hasPrefix("| **Router** ") })
    let architecture = flat(try Self.page("docs/ARCHITECTURE.md"))
    let template = try #require(
      ModuleGenerator.templates(for: try ModuleName("MatchHistory")).first {
        $0.path.hasSuffix("/MatchHistoryRouter.swift")
      })
    for words in decided {
      #expect(row.localizedCaseInsensitiveContains(words), "VIPER.md's Router row: \(words)")
      #expect(architecture.localizedCaseInsensitiveContains(words), "ARCHITECTURE.md: \(words)")
      let generated = words.replacingOccurrences(
        of: "the module's", with: "the Match History module's")
      #expect(
        flat(template.contents).localizedCaseInsensitiveContains(generated),
        "the generated Router: \(generated)")
    }
  }

  /// Each feature's Router methods (the intents the glossary gives as examples among them)
  /// are named after what the user wants: none after a screen (`show…`, `open…`), none
  /// prefixed with the module's name (`playerListDidRequest…`).
  @Test func routerIntentsAreNamedAfterTheUsersIntent() throws {
    var intents: [String] = []
    for folder in try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.repositoryRoot.appendingPathComponent("Modules/Features").path
    ).sorted() {
      let path = "Modules/Features/\(folder)/\(folder)Router.swift"
      guard
        FileManager.default.fileExists(
          atPath: Fixtures.repositoryRoot.appendingPathComponent(path).path),
        try Self.page(path).contains("public protocol \(folder)Router")
      else { continue }
      let names = try Self.page(path).matches(of: /func (\w+)\(/).map { String($0.output.1) }
      let module = folder.prefix(1).lowercased() + folder.dropFirst()
      for name in names {
        #expect(!name.hasPrefix("show") && !name.hasPrefix("open"), "\(path): \(name)")
        #expect(!name.hasPrefix(module), "\(path): \(name) carries the module's name")
      }
      intents += names
    }
    #expect(intents.count >= 10)
    let glossary = Self.section(
      "## Glossary: one word per idea", of: try Self.page("docs/VIPER.md"))
    let examples = glossary.matches(of: /`(\w+)\([a-z_:]*\)`/).map { String($0.output.1) }
      .filter { !$0.hasPrefix("did") && $0 != "build" }
    #expect(!examples.isEmpty)
    for example in examples {
      #expect(intents.contains(example), "VIPER.md names the intent \(example)()")
    }
  }

  /// No feature declares a `…Listener` or `…Routing` protocol or a router class, and each
  /// has its Router file (archtool's Router rules on this repository), but for what
  /// `Tools/check-baseline.txt` still accepts by name.
  @Test func noFeatureDeclaresAListenerOrARouterClass() throws {
    let root = Fixtures.repositoryRoot.path
    let fileSystem = LocalFileSystem()
    let package = try PackageLoader(fileSystem: fileSystem, processRunner: FakeProcessRunner())
      .scan(root: root)
    let snapshot = try ProjectScanner(fileSystem: fileSystem).scan(
      root: root, profile: BuiltInProfiles.footballGather, package: package)
    let rules: Set = [
      "router-is-the-modules-public-protocol", "feature-has-a-router",
      "feature-declares-no-listener-or-routing",
    ]
    let found = Checker().check(snapshot).filter { rules.contains($0.rule) }
    let baseline = Baseline(text: try Self.page("Tools/check-baseline.txt"))
    let (new, _, _) = baseline.apply(to: found)
    #expect(new.isEmpty, "\(new.map { $0.rendered(root: root) })")
    let features = snapshot.files.filter { $0.path.hasPrefix("Modules/Features/") && !$0.isTest }
    #expect(features.filter { $0.layer == "router" }.count >= 10)
  }

  /// ARCHITECTURE.md counts the files of `Builders/` and the one-method `…Building`
  /// protocols alone in a file, as they are.
  @Test func theBuildersFolderIsAsCounted() throws {
    let folder = "Modules/Composition/AppComposition/Builders"
    let files = try Self.swiftFiles(in: folder)
    var alone = 0
    for file in files {
      let text = try Self.page("\(folder)/\(file)")
      let protocols = text.matches(of: /\nprotocol \w+Building \{/).count
      let methods = text.matches(of: /\n  func build/).count
      if protocols == 1, methods == 1, !text.contains("\nstruct ") { alone += 1 }
    }
    let architecture = try Self.page("docs/ARCHITECTURE.md").replacingOccurrences(
      of: "\n", with: " ")
    let claim = try #require(
      architecture.firstMatch(of: /`Builders\/` went from \d+ files \([^)]*\) to (\d+) \((\d+)\)/))
    #expect(Int(claim.output.1) == files.count, "Builders/ has \(files.count) files")
    #expect(Int(claim.output.2) == alone, "\(alone) one-method protocols alone in a file")
  }
}
