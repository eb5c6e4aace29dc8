import FeaturePreviews
import LineUI
import TestSupport
import Testing

/// Each feature's screen runs alone over seeded fakes, and what it asks of its parent is
/// shown as one `preview:` line.
@MainActor
struct FeaturePreviewTests {
  /// Runs the preview of `feature` over `lines` and returns what it printed.
  private func run(_ feature: String, _ lines: [String]) async throws -> [String] {
    let (console, _, output) = Console.scripted(lines)
    // Kept alive while the screen runs: presenters hold their Router weakly, as in the app.
    let preview = FeaturePreview(console: console, clock: TestClock())
    let screen = try #require(preview.screen(of: feature))
    let stack = ScreenStack(console: console)
    await stack.push(screen)
    await stack.run()
    withExtendedLifetime(preview) {}
    return output.lines
  }

  @Test(arguments: [
    ("Login", "Football Gather: log in (preview: in memory, account preview / preview-pw)"),
    ("PlayerList", "Players of preview (6)"),
    ("Selection", "Select players of preview: 0 of 6 selected"),
    ("PlayerAdd", "Add a player"),
    ("PlayerDetail", "Player: Cleo"),
    ("ConfirmPlayers", "Confirm players (6 selected)"),
    ("Gather", "Gather: Team A 0-0 Team B"),
    ("History", "History"),
    ("Attendance", "Attendance"),
    ("RosterArchive", "Players of preview (6)"),
    ("RosterTransfer", "Players of preview (6)"),
  ])
  func everyFeatureOpensOnItsOwnScreen(feature: String, title: String) async throws {
    let printed = try await run(feature, [])
    #expect(printed.contains { $0.hasPrefix(title) }, "\(printed)")
  }

  @Test func theEditScreenOpensOnTheSeededPlayersField() async throws {
    let printed = try await run("PlayerEdit", [])
    #expect(printed.contains { $0.contains("Cleo") && $0.lowercased().contains("skill") })
  }

  @Test func theListsFileAndArchiveCommandsRunTheirModulesInThePreview() async throws {
    let exported = try await run("RosterTransfer", ["export csv"])
    #expect(exported.contains("name,age,favouriteTeam,position,skill"), "\(exported)")
    let archived = try await run("RosterArchive", ["archived"])
    #expect(archived.contains("No archived players."), "\(archived)")
  }

  @Test func aRequestOfTheParentIsOneLineInsteadOfAnotherScreen() async throws {
    let printed = try await run("PlayerList", ["show 2"])
    #expect(printed.contains("preview: the screen asks its parent to show Bob."))
  }

  @Test func aConfirmedSelectionAsksTheParentForTheTeams() async throws {
    let printed = try await run("Selection", ["pick 1 2", "confirm"])
    #expect(
      printed.contains { $0.hasPrefix("preview: the screen asks its parent to pick teams from ") })
  }

  @Test func loggingInWithTheSeededAccountReachesTheParent() async throws {
    let printed = try await run("login", ["login preview", "preview-pw"])
    #expect(
      printed.contains("preview: the screen asks its parent to open the player list of preview."))
  }

  @Test func anUnknownFeatureHasNoPreview() {
    let (console, _, _) = Console.scripted([])
    #expect(FeaturePreview(console: console, clock: TestClock()).screen(of: "Settings") == nil)
  }
}
