import Domain
import LineUI
import TestSupport
import Testing

@testable import RatingsFeature

@MainActor
struct RatingsBuilderTests {
  func makeBuilder(_ console: Console, gathers: FakeGatherService) -> RatingsBuilder {
    RatingsBuilder(
      console: console, gatherService: gathers,
      playerService: FakePlayerService(players: RatingsFixture.roster), formatDate: { _ in "day" })
  }

  @Test func theBuiltScreenShowsTheRatingsAndClosesThroughItsRouter() async {
    let (console, _, output) = Console.scripted()
    let router = RecordingRatingsRouter()
    router.expect(.close)
    let screen = makeBuilder(console, gathers: FakeGatherService(gathers: RatingsFixture.gathers))
      .build(router: router)
    await screen.appear()
    await screen.handle(CommandInput("show 1"))
    _ = await screen.goBack()
    #expect(screen.prompt == "ratings> ")
    #expect(output.lines.contains("Ratings (4 players)"))
    #expect(output.lines.contains("Bob: 30.5 ±3.9 after 2 gathers"))
    #expect(router.closes == 1)
  }

  /// Nothing is cached: a gather corrected since the screen opened shows on `list`.
  @Test func aCorrectedGatherChangesTheRatingsTheNextTimeTheyAreShown() async throws {
    let (console, _, output) = Console.scripted()
    let gathers = FakeGatherService(gathers: RatingsFixture.gathers)
    let screen = makeBuilder(console, gathers: gathers).build(router: RecordingRatingsRouter())
    await screen.appear()
    #expect(output.lines.contains { $0.contains("Bob") && $0.contains("30.5") })
    _ = try await gathers.correctGather(
      id: RatingsFixture.first.id, score: Score(teamA: 0, teamB: 4),
      goals: Array(repeating: Goal(team: .teamB), count: 4))
    await screen.handle(CommandInput("list"))
    let bob = output.lines.last { $0.contains("Bob") } ?? ""
    #expect(!bob.contains("30.5"))
    #expect(bob.contains("28."))
  }

  @Test func theChangesAfterAGatherAreWrittenThroughTheBuiltInput() async {
    let (console, _, output) = Console.scripted()
    await makeBuilder(console, gathers: FakeGatherService(gathers: RatingsFixture.gathers))
      .buildChanges().showChanges(after: RatingsFixture.first)
    #expect(output.lines.first == "Ratings after this gather:")
    #expect(output.lines.contains("  Ann 25.0 → 25.5 ▲"))
    #expect(output.lines.contains("  Dee 20.0 → 19.5 ▼"))
  }
}
