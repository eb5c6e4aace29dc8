import Domain
import LineUI
import TestSupport
import Testing

@testable import SelectionFeature

@MainActor
struct SelectionBuilderTests {
  @Test func theBuiltScreenPicksAndConfirmsThroughItsRouter() async {
    let service = FakePlayerService(players: [.ann, .bob, .cy])
    let (console, _, output) = Console.scripted()
    let router = RecordingSelectionRouter()
    router.expect(.makeTeams)
    let screen = SelectionBuilder(
      console: console, playerService: service, draftService: FakeTeamDraftService()
    )
    .build(username: "alice", router: router)
    await screen.appear()
    await screen.handle(CommandInput("pick 1 3"))
    await screen.handle(CommandInput("confirm"))
    #expect(output.text.contains("Select players of alice: 2 of 3 selected"))
    #expect(router.intents == [.makeTeams([.ann, .cy])])
    #expect(screen.prompt == "players> ")
  }

  @Test func tabCompletesCommandWordsAndThePlayersNames() async {
    let (console, _, _) = Console.scripted()
    let screen = SelectionBuilder(
      console: console, playerService: FakePlayerService(players: [.ann, .bob]),
      draftService: FakeTeamDraftService()
    ).build(username: "alice", router: RecordingSelectionRouter())
    await screen.appear()
    #expect(screen.completion.complete("find b")?.replacement == "Bob")
    #expect(screen.completion.complete("unp")?.replacement == "unpick ")
    #expect(screen.completion.complete("pick 1 b")?.replacement == "2 ")
    #expect(screen.completion.complete("unpick A")?.replacement == "1 ")
    #expect(screen.completion.complete("pick x") == nil)
  }
}
