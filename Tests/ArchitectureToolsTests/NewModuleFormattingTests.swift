import ArchitectureTools
import Testing

/// `new-module` lays its files out with `swift format`, so that a long module name does not
/// leave lines over the tree's 100 columns; when the formatter cannot run, it says how to.
@Suite("new-module: the generated files laid out by swift format")
struct NewModuleFormattingTests {
  /// Runs `new-module TournamentBracketPlanner` over a tree with the generator's manifest,
  /// the formatter answering with `status`.
  func generate(formatterStatus status: Int32) throws
    -> (status: Int32, calls: [[String]], output: String, errors: String)
  {
    let fileSystem = InMemoryFileSystem([
      "/repo/Package.swift": try Fixtures.text("Generator/Package.swift.txt")
    ])
    let runner = FakeProcessRunner { _ in ProcessResult(status: status, output: "") }
    let (environment, output, errors) = Fixtures.environment(fileSystem, runner: runner)
    let result = ArchTool(environment: environment).run([
      "new-module", "TournamentBracketPlanner", "--path", "/repo",
    ])
    #expect(
      fileSystem.fileExists(
        atPath: "/repo/Modules/Features/TournamentBracketPlanner/TournamentBracketPlannerView.swift"
      ))
    return (result, runner.calls, output.text, errors.text)
  }

  @Test func theNewSwiftFilesAndOnlyThoseAreFormattedInPlace() throws {
    let run = try generate(formatterStatus: 0)
    #expect(run.status == 0)
    let call = try #require(run.calls.first)
    #expect(run.calls.count == 1)
    #expect(Array(call.prefix(3)) == ["swift", "format", "-i"])
    let files = call.dropFirst(3)
    #expect(files.count == 12)
    #expect(files.allSatisfy { $0.hasSuffix(".swift") && $0 != "Package.swift" })
    #expect(
      files.contains("Modules/Features/TournamentBracketPlanner/TournamentBracketPlannerView.swift")
    )
    #expect(run.output.contains("laid out 12 files with swift format\n"))
    #expect(run.errors.isEmpty)
  }

  @Test func aFormatterThatFailsLeavesTheFilesAndANote() throws {
    let run = try generate(formatterStatus: 1)
    #expect(run.status == 0)
    #expect(
      run.errors
        == "archtool: note: swift format did not run (exit status 1); lay the new files out "
        + "with: swift format -i -r Modules/Features/TournamentBracketPlanner "
        + "Tests/TournamentBracketPlannerFeatureTests\n")
    #expect(!run.output.contains("laid out"))
  }
}
