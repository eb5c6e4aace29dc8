import ArchitectureTools
import Testing

/// Pattern profiles place what names do not: by what a file inherits, by who uses it.
@Suite("Placement beyond names: inheritance, users, vendored code")
struct PlacementTests {
  static let tree: [String: String] = [
    "/t/App/AppDelegate.swift": "final class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
    "/t/App/AppLoader.swift": "struct AppLoader { }\n",
    "/t/App/Boot.swift": "extension AppDelegate { func boot() { _ = AppLoader() } }\n",
    "/t/Views/ScoreStepper.swift": "final class ScoreStepper: UIStackView {}\n",
    "/t/Modules/Gather/GatherInteractor.swift":
      "final class GatherInteractor { func f(c: NSCalendar) { _ = c.startOfMatch(); _ = Clock() } }\n",
    "/t/Modules/Gather/GatherViewController.swift":
      "final class GatherViewController { let t = TeamSection.a }\n",
    "/t/Modules/List/ListViewController.swift":
      "final class ListViewController { let t = TeamSection.b }\n",
    "/t/Modules/Gather/TeamSection.swift": "enum TeamSection { case a, b }\n",
    "/t/Utils/Clock.swift": "struct Clock {}\n",
    "/t/Utils/NSCalendar+Match.swift":
      "extension NSCalendar { func startOfMatch() -> Int { 0 } }\n",
    "/t/Utils/Unused.swift": "struct Unused {}\n",
    "/t/Pods/Alamofire/Session.swift": "open class Session {}\n",
    "/t/Tests/CalendarTests.swift":
      "import XCTest\nfinal class CalendarTests { let c = NSCalendar() }\n",
  ]

  @Test func eachFileIsPlacedAndSaysWhy() throws {
    let (environment, output, _) = Fixtures.environment(InMemoryFileSystem(Self.tree))
    let status = ArchTool(environment: environment).run(
      ["report", "/t", "--profile", "viper", "--files", "--format", "csv"])
    #expect(status == 0)
    let rows = Dictionary(
      uniqueKeysWithValues: output.text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        .map { line -> (String, String) in
          let cells = line.split(separator: ",", maxSplits: 4, omittingEmptySubsequences: false)
            .map { String($0).replacing("\"", with: "") }
          return (cells[0], cells[1] + ": " + cells[cells.count - 1])
        })
    #expect(rows["App/AppDelegate.swift"] == "app: suffix AppDelegate")
    #expect(rows["App/Boot.swift"] == "app: extends AppDelegate (app)")
    #expect(rows["App/AppLoader.swift"] == "app: used by 1 app file (Boot)")
    #expect(rows["Views/ScoreStepper.swift"] == "view: folder Views")
    #expect(
      rows["Modules/Gather/TeamSection.swift"]
        == "view: used by 2 view files (GatherViewController, ListViewController)")
    #expect(rows["Utils/Clock.swift"] == "interactor: used by 1 interactor file (GatherInteractor)")
    #expect(
      rows["Utils/NSCalendar+Match.swift"]
        == "interactor: used by 1 interactor file (GatherInteractor)")
    #expect(rows["Utils/Unused.swift"] == "other: no rule matches")
    #expect(rows["Pods/Alamofire/Session.swift"] == "vendor: folder Pods")
    #expect(
      rows["Tests/CalendarTests.swift"]
        == "interactor: first mentions NSCalendar, extended in a interactor file")
  }

  @Test func aUIKitSubclassOutsideAViewsFolderIsAViewInEveryPattern() throws {
    for profile in ["mvc", "mvvm", "mvp", "mvp-c", "viper", "vip"] {
      let fileSystem = InMemoryFileSystem([
        "/t/Widgets/ScoreStepper.swift": "final class ScoreStepper: UIStackView {}\n"
      ])
      let snapshot = try ProjectScanner(fileSystem: fileSystem).scan(
        root: "/t", profile: try #require(BuiltInProfiles.named(profile)), package: nil)
      #expect(snapshot.files.first?.layer == "view", "\(profile)")
      #expect(snapshot.files.first?.placement == "inherits UIStackView", "\(profile)")
    }
  }

  @Test func thisRepositorysProfileInfersNothing() throws {
    let snapshot = try ProjectScanner(fileSystem: InMemoryFileSystem(Self.tree)).scan(
      root: "/t", profile: BuiltInProfiles.footballGather, package: nil)
    #expect(snapshot.files.allSatisfy { !$0.isInferred })
  }
}
