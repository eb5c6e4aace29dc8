import ArchitectureTools
import Testing

@Suite("Output a person can read: labels, terminal width, folder modules")
struct ReadableOutputTests {
  @Test func compareTakesShortLabels() throws {
    let (environment, output, _) = Fixtures.environment(try PatternTreesTests.allTrees())
    let status = ArchTool(environment: environment).run([
      "compare", "A=/p/MVC@mvc", "B=/p/VIPER@viper", "--baseline", "A", "--metrics", "code",
    ])
    #expect(status == 0)
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(lines.contains { squeezed($0) == "role metric A B" })
    #expect(lines.contains("  B = /p/VIPER (profile viper)"))
  }

  @Test(arguments: [40, 60, 80])
  func tablesFitColumnsByAbbreviatingThenWrapping(columns: Int) throws {
    let (environment, output, _) = Fixtures.environment(
      try PatternTreesTests.allTrees(),
      variables: ["SOURCE_DATE_EPOCH": "1700000000", "COLUMNS": "\(columns)"])
    #expect(
      ArchTool(environment: environment).run(["report", "/p/VIPER", "--profile", "viper"]) == 0)
    // The tables (not the header line, nor the list of files in `other` under them).
    let table = output.text.split(separator: "\n").dropFirst(2).map(String.init)
      .filter { !$0.hasPrefix("  ") && !$0.hasPrefix("other:") }
    #expect(table.allSatisfy { $0.count <= columns }, "\(table.filter { $0.count > columns })")
    // Every column is still there, in a block of its own, with the row names repeated.
    for title in ["files", "code", "test/code", "test code"] {
      #expect(table.contains { $0.contains(title) })
    }
    #expect(table.filter { $0.hasPrefix("role") }.count >= 2)
    #expect(table.contains { $0.hasPrefix("…") && $0.contains("/Modules/Login") })
  }

  @Test func withoutColumnsAPipeGetsWholeLines() throws {
    let table = TableModel(
      columns: ["name", "n"], rows: [[String(repeating: "x", count: 300), "1"]])
    #expect(table.text(width: nil) == table.text())
    #expect(
      TableModel.abbreviate("Modules/Features/Login/LoginView.swift", to: 20)
        == "…gin/LoginView.swift")
    #expect(TableModel.abbreviate("AVeryLongTypeNameIndeed", to: 9) == "AVer…deed")
  }

  static let app: [String: String] = [
    "/app/App/Login/LoginView.swift": "struct LoginView { let p = LoginPresenter() }\n",
    "/app/App/Login/LoginPresenter.swift":
      "final class LoginPresenter { let s = LoginService(); var d: Player? }\n",
    "/app/App/List/ListView.swift": "struct ListView: Listing { let players: [Player] }\n",
    "/app/Core/Networking/LoginService.swift": "struct LoginService {}\n",
    "/app/Core/Models/Player.swift": "public struct Player {}\nprotocol Listing {}\n",
    "/app/AppTests/LoginTests.swift":
      "import XCTest\nfinal class LoginTests { let v = LoginView() }\n",
  ]

  @Test func graphTreatsFoldersAsModulesWithoutAManifest() throws {
    let (environment, output, _) = Fixtures.environment(InMemoryFileSystem(Self.app))
    #expect(ArchTool(environment: environment).run(["graph", "/app", "--modules", "2"]) == 0)
    let rows = output.text.split(separator: "\n").map { squeezed(String($0)) }
    // App/Login uses Core/Networking and Core/Models; App/List uses Core/Models.
    #expect(rows.contains("App/Login module 0 2 1.00 0.00 0.00 2 0"))
    #expect(rows.contains("App/List module 0 1 1.00 0.00 0.00 1 0"))
    #expect(rows.contains("Core/Models module 2 0 0.00 0.50 0.50 2 1"))
    #expect(rows.contains("Core/Networking module 1 0 0.00 0.00 1.00 1 0"))
    #expect(!output.text.contains("AppTests"), "test folders only with --include-tests")
  }

  @Test func graphTakesAListOfFoldersAndRefusesATreeWithNeither() throws {
    let (environment, output, _) = Fixtures.environment(InMemoryFileSystem(Self.app))
    let tool = ArchTool(environment: environment)
    #expect(tool.run(["graph", "/app", "--modules", "App,Core/Models"]) == 0)
    let rows = output.text.split(separator: "\n").map { squeezed(String($0)) }
    #expect(rows.contains("App module 0 1 1.00 0.00 0.00 3 0"))
    let (again, _, errors) = Fixtures.environment(InMemoryFileSystem(Self.app))
    #expect(ArchTool(environment: again).run(["graph", "/app"]) == 2)
    #expect(errors.text.contains("has no Package.swift; give --modules DEPTH"))
  }
}
