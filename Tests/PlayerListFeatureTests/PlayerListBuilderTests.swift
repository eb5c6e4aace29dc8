import Domain
import LineUI
import TestSupport
import Testing

@testable import PlayerListFeature

@MainActor
struct PlayerListBuilderTests {
  @Test func theBuiltScreenShowsTheRosterAndDeletesThroughTheService() async {
    let service = FakePlayerService(players: [.ann, .bob])
    let (console, _, output) = Console.scripted(["y"])
    let router = RecordingPlayerListRouter()
    router.expect(.inspect)
    let screen = PlayerListBuilder(
      console: console, playerService: service, snapshotService: FakeMatchSnapshotService(),
      draftService: FakeTeamDraftService()
    ).build(username: "alice", router: router).screen
    await screen.appear()
    await screen.handle(CommandInput("delete 1"))
    await screen.handle(CommandInput("show 1"))
    #expect(service.players == [.bob])
    #expect(output.text.contains("Deleted Ann."))
    #expect(router.intents == [.inspect(.bob)])
    #expect(screen.prompt == "players> ")
  }

  @Test func tabCompletesCommandWordsAndThePlayersNames() async {
    let service = FakePlayerService(players: [.ann, .bob])
    let (console, _, _) = Console.scripted()
    let router = RecordingPlayerListRouter()
    let screen = PlayerListBuilder(
      console: console, playerService: service, snapshotService: FakeMatchSnapshotService(),
      draftService: FakeTeamDraftService()
    ).build(username: "alice", router: router).screen
    await screen.appear()
    #expect(screen.completion.complete("find a")?.replacement == "Ann")
    #expect(screen.completion.complete("sel")?.replacement == "select ")
    #expect(screen.completion.complete("show a")?.replacement == "1 ")
    #expect(screen.completion.complete("merge 1 B")?.replacement == "2 ")
  }
}
