import ArchitectureTools
import Foundation
import Testing

/// `archtool owners`: the OWNERS file, which modules a change touches, and the report per
/// owner of the other owners' modules it touches.
@Suite("Owners and what a change touches")
struct OwnersTests {
  /// Three teams: kernel (Domain), roster (PlayerList), match (Gather, which imports
  /// PlayerList too), and an app of team platform importing all of them.
  static let describe = """
    {"targets": [
      {"name": "Domain", "path": "Modules/Kernel/Domain", "type": "library"},
      {"name": "PlayerListFeature", "path": "Modules/Features/PlayerList", "type": "library",
       "target_dependencies": ["Domain"]},
      {"name": "PlayerListFeatureTests", "path": "Tests/PlayerListFeatureTests", "type": "test",
       "target_dependencies": ["PlayerListFeature", "Domain"]},
      {"name": "GatherFeature", "path": "Modules/Features/Gather", "type": "library",
       "target_dependencies": ["Domain", "PlayerListFeature"]},
      {"name": "App", "path": "App", "type": "executable",
       "target_dependencies": ["Domain", "PlayerListFeature", "GatherFeature"]},
      {"name": "MVCLogin", "path": "Modules/Patterns/MVC/Login", "type": "library",
       "target_dependencies": ["Domain"]}
    ]}
    """

  static let owners = """
    # teams
    Domain             kernel
    PlayerListFeature  roster   # the list
    GatherFeature      match
    App                platform
    MVC*               patterns
    """

  func run(
    _ arguments: [String], owners: String = owners, changed: String
  ) -> (status: Int32, output: String, errors: String, calls: [[String]]) {
    let fileSystem = InMemoryFileSystem([
      "/r/Package.swift": "// swift-tools-version: 6.0\n", "/r/OWNERS": owners,
      "/r/describe.json": Self.describe,
    ])
    let runner = FakeProcessRunner { arguments in
      arguments.prefix(3) == ["git", "diff", "--name-only"]
        ? ProcessResult(status: 0, output: changed) : ProcessResult(status: 1, output: "")
    }
    let (environment, output, errors) = Fixtures.environment(fileSystem, runner: runner)
    let status = ArchTool(environment: environment).run(
      ["owners", "/r", "--describe", "/r/describe.json"] + arguments)
    return (status, output.text, errors.text, runner.calls)
  }

  @Test func theOwnersFileNamesTeamsByTargetPrefixAndTheTestedModule() throws {
    let owners = try OwnersFile(parsing: Self.owners)
    #expect(owners.teams == ["kernel", "roster", "match", "platform", "patterns"])
    #expect(owners.owner(of: "PlayerListFeature") == "roster")
    #expect(owners.owner(of: "MVCLoginTests") == "patterns")
    #expect(owners.owner(of: "PlayerListFeatureTests") == "roster")
    #expect(owners.owner(of: "LocalStore") == nil)
  }

  @Test func aLineThatIsNotTargetAndTeamIsAnErrorNamingIt() {
    #expect(
      throws: ArchToolError.format(
        "OWNERS:2: 'Domain kernel extra' is not 'TARGET TEAM' (one module a line)")
    ) {
      try OwnersFile(parsing: "# x\nDomain kernel extra\n")
    }
  }

  @Test func eachOwnerSeesTheOtherOwnersModulesTheChangeTouches() {
    let result = run(
      ["--range", "main..topic"],
      changed: "Modules/Kernel/Domain/Player.swift\nModules/Kernel/Domain/Gather.swift\n"
        + "Tests/PlayerListFeatureTests/PlayerListTests.swift\nREADME.md\n")
    #expect(result.status == 0)
    #expect(result.calls.contains(["git", "diff", "--name-only", "main..topic"]))
    #expect(
      result.output == """
        owners of main..topic: 3 files in 2 modules of 2 owners; 1 file in no module
          Domain (kernel): 2 files
          PlayerListFeature (roster): 1 file
          in no module: README.md

        kernel
          changes its modules: Domain (2 files)
          changes other owners' modules: PlayerListFeature (roster)
          imports other owners' changed modules: none
          other owners' modules that import its changes: App (platform), GatherFeature (match), MVCLogin (patterns), PlayerListFeature (roster)

        roster
          changes its modules: PlayerListFeature (1 file)
          changes other owners' modules: Domain (kernel)
          imports other owners' changed modules: Domain (kernel)
          other owners' modules that import its changes: App (platform), GatherFeature (match)

        match
          changes its modules: none
          changes other owners' modules: Domain (kernel), PlayerListFeature (roster)
          imports other owners' changed modules: Domain (kernel), PlayerListFeature (roster)
          other owners' modules that import its changes: none

        platform
          changes its modules: none
          changes other owners' modules: Domain (kernel), PlayerListFeature (roster)
          imports other owners' changed modules: Domain (kernel), PlayerListFeature (roster)
          other owners' modules that import its changes: none

        patterns
          changes its modules: none
          changes other owners' modules: Domain (kernel), PlayerListFeature (roster)
          imports other owners' changed modules: Domain (kernel)
          other owners' modules that import its changes: none

        """)
  }

  @Test func ownerKeepsOneTeamsPartAndSaysWhenTheChangeDoesNotConcernIt() {
    let change = "Modules/Features/Gather/GatherView.swift\n"
    let match = run(["--range", "a..b", "--owner", "match"], changed: change).output
    #expect(match.contains("\nmatch\n  changes its modules: GatherFeature (1 file)\n"))
    #expect(match.contains("other owners' modules that import its changes: App (platform)\n"))
    #expect(!match.contains("\nplatform\n"))
    let roster = run(["--range", "a..b", "--owner", "roster"], changed: change).output
    #expect(
      roster.hasSuffix(
        "roster: the change touches none of its modules nor anything they import\n"))
  }

  @Test func anOwnersLineNamingNoTargetIsAnError() {
    let result = run(
      ["--range", "a..b"], owners: Self.owners + "\nLoginFeatur accounts\n", changed: "")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "archtool: error: /r/OWNERS:7: 'LoginFeatur' names no target of Package.swift\n")
  }

  @Test func withoutARangeOrAListItIsAUsageError() {
    let result = run([], changed: "")
    #expect(result.status == 2)
    #expect(result.errors.contains("owners needs --range A..B (a git range) or --changed FILE"))
    #expect(run(["--range", "a..b", "--owner", "nobody"], changed: "").status == 2)
  }

  /// The repository's OWNERS gives every feature and kernel module a team, and each
  /// exact name in it is a target of Package.swift.
  @Test func theRepositorysOwnersCoverEveryFeatureAndKernelModule() throws {
    let root = Fixtures.repositoryRoot
    let owners = try OwnersFile(
      parsing: String(contentsOf: root.appendingPathComponent("OWNERS"), encoding: .utf8))
    let features = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Modules/Features").path)
    for module in features.map({ $0 + "Feature" }) + ["Domain", "LineUI"] {
      #expect(owners.owner(of: module) != nil, "\(module) has no owner in OWNERS")
    }
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for entry in owners.entries where !entry.pattern.hasSuffix("*") {
      #expect(
        manifest.contains("\"\(entry.pattern)\""), "OWNERS names \(entry.pattern), not a target")
    }
  }
}
