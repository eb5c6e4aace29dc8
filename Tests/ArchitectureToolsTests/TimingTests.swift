import ArchitectureTools
import Testing

@Suite("Build timing with a fake swift build")
struct TimingTests {
  @Test func mediansAndRebuiltTargetsFromStatsFiles() throws {
    let fileSystem = InMemoryFileSystem([
      "/p/Package.swift": "",
      "/p/Modules/Features/Login/LoginPresenter.swift": "",
      "/p/Modules/Kernel/Domain/Player.swift": "",
      "/p/Modules/Composition/AppComposition/App.swift": "",
    ])
    let stats = "/p/.build/archtool-timing-stats/"
    let runner = FakeProcessRunner { arguments in
      guard arguments.starts(with: ["swift", "build"]) else {
        return ProcessResult(status: 1, output: "")
      }
      // A stats file per compiled module: the fake "compiles" Login every time.
      try? fileSystem.writeFile(
        atPath: stats + "stats-1-swift-frontend-LoginFeature-all-x86_64-o-Onone-1.json",
        contents:
          #"{"time.swift-frontend.LoginFeature-all.user": 1.5, "time.swift-frontend.LoginFeature-all.sys": 0.25}"#
      )
      return ProcessResult(status: 0, output: "")
    }
    let (environment, output, errors) = Fixtures.environment(fileSystem, runner: runner)
    let status = ArchTool(environment: environment).run(["timing", "/p", "--runs", "1"])
    #expect(status == 0)
    #expect(runner.calls.filter { $0.first == "swift" }.count == 5)  // clean, null, 3 touches
    #expect(
      fileSystem.touched == [
        "/p/Modules/Features/Login/LoginPresenter.swift", "/p/Modules/Kernel/Domain/Player.swift",
        "/p/Modules/Composition/AppComposition/App.swift",
      ])
    // SteppingTime advances one second per reading: every build takes exactly 1 s.
    #expect(squeezed(output.text).contains("clean build 1.00 1.00 all (1)"))
    #expect(squeezed(output.text).contains("LoginFeature 1.75"))
    #expect(errors.text.hasPrefix("timing: clean build 1/1\n"))
  }

  @Test func statsFileNamesGiveTheModule() {
    #expect(
      BuildStats.module(
        ofStatsFile: "stats-1795256409100225-swift-frontend-Domain-AuthService.swift-x86_64.json")
        == "Domain")
    #expect(BuildStats.module(ofStatsFile: "notes.json") == nil)
  }

  @Test func medianOfEvenAndOddRuns() {
    func run(_ seconds: Double) -> BuildRun {
      BuildRun(seconds: seconds, rebuiltTargets: [], compileSeconds: [:])
    }
    #expect(TimingMeasurement(name: "x", runs: [run(3), run(1), run(2)]).median == 2)
    #expect(TimingMeasurement(name: "x", runs: [run(4), run(1), run(2), run(3)]).median == 2.5)
  }
}
