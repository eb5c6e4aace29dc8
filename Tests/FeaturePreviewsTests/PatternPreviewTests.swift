import FeaturePreviews
import LineUI
import TestSupport
import Testing

/// `preview Login --pattern mvvm`: a screen of the pattern lab alone, in any pattern.
@MainActor
struct PatternPreviewTests {
  private func run(_ feature: String, _ pattern: String, _ lines: [String]) async throws
    -> [String]
  {
    let (console, _, output) = Console.scripted(lines)
    let preview = FeaturePreview(console: console, clock: TestClock())
    let stack = ScreenStack(console: console)
    let screen = try #require(preview.screen(of: feature, pattern: pattern, stack: stack))
    await stack.push(screen)
    await stack.run()
    withExtendedLifetime(preview) {}
    return output.lines
  }

  @Test(arguments: FeaturePreview.patterns)
  func theLoginScreenRunsAloneInEveryPattern(pattern: String) async throws {
    let printed = try await run("Login", pattern, ["login preview", "preview-pw"])
    #expect(
      printed.contains("Football Gather: log in (preview: in memory, account preview / preview-pw)")
    )
    #expect(
      printed.contains("preview: the screen asks its parent to open the player list of preview."))
  }

  @Test(arguments: FeaturePreview.patterns.filter { $0 != "viper" })
  func aVariantsDetailOpensItsOwnEditScreen(pattern: String) async throws {
    let printed = try await run("PlayerDetail", pattern, ["edit skill", "1", "save"])
    #expect(printed.contains("Saved the skill of Cleo: Beginner."), "\(printed)")
    #expect(printed.filter { $0 == "Player: Cleo" }.count == 2)
  }

  @Test(arguments: FeaturePreview.patterns)
  func theMatchScreenRunsAloneInEveryPatternAndTellsItsParentWhenLeft(pattern: String)
    async throws
  {
    let printed = try await run("Gather", pattern, ["goal a 1", "back", "y"])
    #expect(printed.contains("Goal! -- Team A, Ann. Team A 1-0 Team B"), "\(printed)")
    #expect(printed.contains("Left the gather with the timer paused."))
    #expect(
      printed.contains(
        "preview: the screen asks its parent to go back to the player list, match left unfinished."
      ))
  }

  @Test func aScreenOutsideTheLabHasNoVariant() {
    let (console, _, _) = Console.scripted([])
    let preview = FeaturePreview(console: console, clock: TestClock())
    #expect(
      preview.screen(of: "History", pattern: "mvvm", stack: ScreenStack(console: console)) == nil)
    #expect(
      preview.screen(of: "Login", pattern: "mvx", stack: ScreenStack(console: console)) == nil)
  }
}
