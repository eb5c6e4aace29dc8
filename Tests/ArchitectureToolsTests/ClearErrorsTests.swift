import ArchitectureTools
import Testing

@Suite("Bad input gets one clear line and changes nothing")
struct ClearErrorsTests {
  static let tree: [String: String] = [
    "/r/Package.swift": try! Fixtures.text("Generator/Package.swift.txt"),
    "/r/Modules/Features/Login/LoginView.swift": "struct LoginView {}\n",
    "/r/Notes/README.md": "no swift here\n",
    "/r/Binary/Blob.swift": "struct A {}\u{0}\u{1}\n",
    "/r/bad-profile.json": #"{"name": "mine", "summary": "s", "rules": [{"suffix": "View"}]}"#,
    "/r/not-json.json": "{ rules: oops",
  ]

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (environment, output, errors) = Fixtures.environment(InMemoryFileSystem(Self.tree))
    return (ArchTool(environment: environment).run(arguments), output.text, errors.text)
  }

  @Test func aPathThatDoesNotExistSaysSo() {
    let result = run(["report", "/r/Nowhere"])
    #expect(result.status == 2)
    #expect(
      result.errors
        == "archtool: error: /r/Nowhere does not exist; give the root of a source tree\n"
    )
  }

  @Test func aMalformedProfileNamesItsFileAndWhatIsWrong() {
    let missing = run(["report", "/r", "--profile", "/r/bad-profile.json"])
    #expect(missing.status == 2)
    #expect(
      missing.errors
        == "archtool: error: profile /r/bad-profile.json: missing \"layer\" at rules[0]\n")
    let broken = run(["report", "/r", "--profile", "/r/not-json.json"])
    #expect(broken.errors == "archtool: error: profile /r/not-json.json: not valid JSON\n")
    #expect(broken.output.isEmpty)
  }

  @Test func anEmptyTreeWarnsInReportAndIsAnErrorInCheck() {
    let report = run(["report", "/r/Notes"])
    #expect(report.status == 0)
    #expect(
      report.errors == "archtool: warning: /r/Notes holds no Swift source file; every count is 0\n")
    let check = run(["check", "/r/Notes"])
    #expect(check.status == 2)
    #expect(
      check.errors
        == "archtool: error: /r/Notes holds no Swift source file; there is nothing to check\n")
  }

  @Test func binarySwiftFilesAreLeftOutWithAWarning() {
    let report = run(["report", "/r/Binary"])
    #expect(
      report.errors.hasPrefix(
        "archtool: warning: /r/Binary: left out 1 .swift files that are not text (they hold NUL "
          + "bytes: Blob.swift)"
      ))
  }

  @Test func checkRefusesATreeNoRuleApplies() {
    let fileSystem = InMemoryFileSystem(["/t/Stuff/Thing.swift": "struct Thing {}\n"])
    let (environment, output, errors) = Fixtures.environment(fileSystem)
    let status = ArchTool(environment: environment).run(["check", "/t"])
    #expect(status == 2)
    #expect(errors.text.contains("no file of /t is in a layer of profile footballgather"))
    #expect(!output.text.contains("0 violations"))
  }

  @Test func compareBaselineMustBeOneOfTheTrees() {
    let result = run(["compare", "/r/Modules", "/r/Notes", "--baseline", "/r/Elsewhere"])
    #expect(result.status == 2)
    #expect(
      result.errors
        == "archtool: error: --baseline /r/Elsewhere is not one of the trees compared "
        + "(/r/Modules, /r/Notes); name one of them\n")
  }

  @Test func dryRunOnAnExistingModuleRefusesLikeTheRealRun() {
    let fileSystem = InMemoryFileSystem(Self.tree)
    let (environment, output, errors) = Fixtures.environment(fileSystem)
    let tool = ArchTool(environment: environment)
    let dry = tool.run(["new-module", "Login", "--path", "/r", "--dry-run"])
    let dryErrors = errors.text
    let real = tool.run(["new-module", "Login", "--path", "/r"])
    #expect(dry == 2)
    #expect(real == 2)
    #expect(
      dryErrors == "archtool: error: Modules/Features/Login already exists; choose another name\n")
    #expect(!output.text.contains("would write"))
    #expect(fileSystem.files == InMemoryFileSystem(Self.tree).files)
  }
}
