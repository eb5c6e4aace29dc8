import AppComposition
import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// Seeded, grammar-aware random input for every screen, through the real app on a real
/// database: 2,000 lines a screen (`FUZZ_LINES` for more, `FUZZ_SEED` for another seed).
/// No line may crash or hang the app; a line refused gets exactly one `error:` line and
/// leaves the database exactly as it was; the app exits 0 at the end of input. A failure
/// names the seed and the line; the same seed gives the same lines again.
@MainActor
// One screen at a time: the app runs on the main actor, and nine runs at once would hold
// up the other main-actor tests for as long as all nine take.
@Suite(.serialized)
struct ScreenFuzzTests {
  static let roster = [
    PlayerDraft(name: "Ann", age: 30, skill: .amateur, position: .goalkeeper),
    PlayerDraft(name: "Bob", skill: .professional, position: .striker),
    PlayerDraft(name: "Cy"), PlayerDraft(name: "Dee", skill: .beginner, position: .defender),
    PlayerDraft(name: "Eve", skill: .professional, position: .goalkeeper),
    PlayerDraft(name: "Fay", skill: .beginner, position: .winger), PlayerDraft(name: "Gus"),
    PlayerDraft(name: "Hal", age: 41, favouriteTeam: "Rovers"),
  ]

  static let environment = ProcessInfo.processInfo.environment
  static let lineCount =
    environment["FUZZ_LINES"].flatMap { try? WholeNumber.parse($0, in: 1...1_000_000) } ?? 2_000
  static let baseSeed =
    environment["FUZZ_SEED"].flatMap { try? WholeNumber.parse($0, in: 0...Int.max) }.map(
      UInt64.init) ?? 20_261_125

  @Test(arguments: FuzzScreen.allCases)
  func randomLinesNeverCrashAndRefusedLinesChangeNothing(screen: FuzzScreen) async throws {
    let seed = Self.baseSeed &+ UInt64(FuzzScreen.allCases.firstIndex(of: screen) ?? 0)
    let reproduce = "seed \(seed) (FUZZ_SEED=\(Self.baseSeed) swift test --filter ScreenFuzzTests)"
    let directory = try TemporaryDirectory(prefix: "footballgather-fuzz")
    defer { directory.remove() }
    try Self.writeFiles(in: directory.path("files"))
    let database = directory.path("data/footballgather.sqlite")
    let hasher = BcryptPasswordHasher(cost: 4)
    let store = try LocalStore(path: database, hasher: hasher)
    let user = try await store.auth.register(Credentials(username: "coach", password: "secret"))
    _ = try await store.players(for: user).createPlayers(Self.roster)

    var words = FuzzWords(random: SeededRandom(seed: seed), folder: directory.path("files"))
    var lines = screen.setUp
    while lines.count < screen.setUp.count + Self.lineCount {
      lines += screen.lines(&words)
    }
    let console = FuzzConsole(lines: lines, dump: DatabaseDump(path: database))
    let errors = RecordingOutput()
    let app = FootballGatherApp(
      environment: [:], homeDirectory: directory.path("home"), input: console, output: console,
      errorOutput: errors, passwordHasher: hasher, clock: TestClock(),
      now: { AppHarness.now }, timeZone: TimeZone(identifier: "UTC") ?? .current,
      makeSeed: { 7 })
    let status = await app.run(arguments: ["--db", database])

    #expect(status == 0, "the app exited \(status) on \(screen): \(reproduce)")
    #expect(errors.text.isEmpty, "standard error: \(errors.text.prefix(300)) on \(reproduce)")
    #expect(console.readAll, "the app stopped before the end of input: \(reproduce)")
    var refused = 0
    for (index, step) in console.steps.enumerated() {
      let errorLines = step.output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
      guard !errorLines.isEmpty else { continue }
      refused += 1
      #expect(
        errorLines.count == 1,
        "line \(index + 1) '\(step.line.prefix(80))' gave \(errorLines.count) error lines: \(errorLines.prefix(3)); \(reproduce)"
      )
      #expect(
        step.before == step.after,
        "line \(index + 1) '\(step.line.prefix(80))' was refused (\(errorLines.first?.prefix(120) ?? "")) but changed the database; \(reproduce)"
      )
      #expect(
        !step.output.contains("NSCocoaErrorDomain"),
        "line \(index + 1) showed Foundation's error text; \(reproduce)")
    }
    #expect(refused > lines.count / 10, "too few lines were refused (\(refused)) to test anything")
  }

  /// The files `import` may be given: a good roster, bad rows of each kind, an empty file.
  static func writeFiles(in folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let files = [
      "good.csv": "name,age,position,skill\nIvy,22,mid,pro\nJon,,st,1\n",
      "bad.csv":
        "name,age,skill\nKim,9223372036854775807,pro\nLou,-9223372036854775808,x\n\u{1B}[2J,30,1\n"
        + "Mo,30,-9223372036854775808\n",
      "bad.json":
        "[{\"name\": \"Ned\", \"age\": 1e400}, {\"name\": 3}, {\"age\": 99999999999999999999}",
      "history.json": "[]", "nothing.csv": "",
    ]
    for (name, text) in files {
      try text.write(toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
    }
    guard mkfifo("\(folder)/fifo", 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }
}
