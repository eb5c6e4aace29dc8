import ArchitectureTools
import Testing

@Suite("The archtool command line")
struct CommandLineTests {
  static let tree: [String: String] = [
    "/r/Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription
    let package = Package(name: "R", targets: [
      .target(name: "Login", path: "Features/Login"),
      .testTarget(name: "LoginTests", dependencies: ["Login"], path: "Tests/LoginTests"),
    ])

    """,
    "/r/Features/Login/LoginPresenter.swift":
      "// p\npublic protocol LoginPresenting {}\n\nfinal class LoginPresenter {}\n",
    "/r/Features/Login/LoginView.swift": "struct LoginView {\n  func render() {}\n}\n",
    "/r/Features/Login/Util.swift": "let x = 1\n",
    "/r/Tests/LoginTests/LoginPresenterTests.swift":
      "import Testing\n@Test func a() {}\n@Test func b() {}\n",
  ]

  func run(_ arguments: [String], files: [String: String] = tree) -> (Int32, String, String) {
    let fileSystem = InMemoryFileSystem(files)
    let runner = FakeProcessRunner { arguments in
      arguments.first == "git"
        ? ProcessResult(status: 0, output: "abc1234\n") : ProcessResult(status: 1, output: "")
    }
    let (environment, output, errors) = Fixtures.environment(fileSystem, runner: runner)
    return (ArchTool(environment: environment).run(arguments), output.text, errors.text)
  }

  @Test func versionAndUnknownCommand() {
    #expect(run(["--version"]).1 == "archtool 1.0.0\n")
    let (status, _, errors) = run(["frobnicate"])
    #expect(status == 2)
    #expect(errors == "archtool: error: unknown command 'frobnicate'; see `archtool help`\n")
  }

  @Test func reportTableHasHeaderModulesLayersAndOther() {
    let (status, output, _) = run(["report", "/r", "--profile", "viper"])
    #expect(status == 0)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "archtool 1.0.0 · commit abc1234 · 2023-11-14T22:13:20Z")
    #expect(lines[1] == "report of /r · profile viper")
    #expect(lines.contains { squeezed(String($0)).hasPrefix("Login 3 6 1 1 3 1 0 1 1 2 1 3 0.50") })
    #expect(
      output.contains("other: 2 files match no rule of the profile:\n  Features/Login/Util.swift\n")
    )
  }

  @Test func reportJSONFollowsTheSchema() {
    let (_, output, _) = run(["report", "/r", "--profile", "viper", "--format", "json"])
    #expect(output.contains("\"schema\" : \"archtool.report/1\""))
    #expect(output.contains("\"testToCodeRatio\" : 1.5"))
    #expect(
      output.contains(
        "\"otherFiles\" : [\n    \"Features/Login/Util.swift\",\n    \"Package.swift\"\n  ]"))
    #expect(run(["report", "/r", "--profile", "viper", "--format", "json"]).1 == output)
  }

  @Test func reportCSVAndMarkdown() {
    let csv = run(["report", "/r", "--profile", "viper", "--format", "csv"]).1
    #expect(csv.contains("\nmodule,Login,3,6,1,1,1,1,0,1,0,0,1,1,2,1,3,0.5\n"))
    let markdown = run(["report", "/r", "--profile", "viper", "--format", "markdown"]).1
    #expect(markdown.contains("#### Roles\n\n| role | files | code |"))
    #expect(markdown.contains("\n| presentation | 1 | 2 |"))
    let layers = run(["report", "/r", "--profile", "viper", "--format", "markdown", "--layers"]).1
    #expect(layers.contains("#### Layers\n\n| layer | files | code |"))
    #expect(layers.contains("\n| presenter | 1 | 2 |"))
  }

  @Test func reportFilesListsEveryFileWithItsLayerAndRule() {
    let (status, output, _) = run(["report", "/r", "--profile", "viper", "--files"])
    #expect(status == 0)
    let rows = output.split(separator: "\n").map { squeezed(String($0)) }
    #expect(rows.contains("Features/Login/LoginPresenter.swift presenter 2 suffix Presenter"))
    #expect(rows.contains("Features/Login/Util.swift other 1 no rule matches"))
    #expect(
      rows.contains(
        "Tests/LoginTests/LoginPresenterTests.swift presenter test 3 tests LoginPresenter: "
          + "suffix Presenter"))
    let json = run(["report", "/r", "--profile", "viper", "--files", "--format", "json"]).1
    #expect(json.contains("\"schema\" : \"archtool.files/1\""))
    #expect(json.contains("\"rule\" : \"suffix View\""))
  }

  @Test func wrongFormatOrProfileIsAUsageError() {
    #expect(run(["report", "/r", "--format", "xml"]).0 == 2)
    let (status, _, errors) = run(["report", "/r", "--profile", "mvx"])
    #expect(status == 2)
    #expect(errors.contains("unknown profile 'mvx'"))
  }

  @Test func compareShowsDeltasAndIdenticalFiles() {
    var files = Self.tree
    for (path, text) in Self.tree where path.hasPrefix("/r/") {
      files["/s/" + path.dropFirst(3)] = text
    }
    files["/s/Features/Login/LoginInteractor.swift"] = "struct LoginInteractor {}\n"
    let (status, output, _) = run(
      ["compare", "/r", "/s", "--profile", "viper", "--metrics", "files,code"], files: files)
    #expect(status == 0)
    #expect(output.contains("comparison against /r"))
    #expect(squeezed(output).contains("business files 0 1 new\n"))
    let layers = run(
      ["compare", "/r", "/s", "--profile", "viper", "--metrics", "files", "--layers"], files: files
    ).1
    #expect(squeezed(layers).contains("interactor files 0 1 new\n"))
    #expect(squeezed(output).contains("total files 4 5 +25%\n"))
    #expect(output.contains("identical files (counted in every tree that holds them): 5"))
  }

  @Test func profilesListsAndPrintsJSON() {
    #expect(run(["profiles"]).1.contains("mvp-c"))
    #expect(run(["profiles", "vip"]).1.contains("\"suffix\" : \"Models\""))
  }
}

/// `text` with every run of spaces collapsed to one, to compare table rows.
func squeezed(_ text: String) -> String {
  var result = ""
  for character in text where character != " " || result.last != " " {
    result.append(character)
  }
  return result
}
