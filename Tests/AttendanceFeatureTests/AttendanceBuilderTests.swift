import Domain
import Foundation
import LineUI
import TestSupport
import Testing

@testable import AttendanceFeature

@MainActor
struct AttendanceBuilderTests {
  /// One ended gather that Bob played in.
  let played = Gather(
    id: UUID(), players: [GatherPlayer(player: .bob, team: .teamB)],
    score: Score(teamA: 0, teamB: 2))

  @Test func theBuiltScreenShowsItselfAndFinishesThroughItsRouter() async {
    let (console, _, output) = Console.scripted()
    let router = RecordingAttendanceRouter()
    router.expect(.finish)
    let screen = AttendanceBuilder(
      console: console, gatherService: FakeGatherService(gathers: [played]),
      playerService: FakePlayerService(players: [.ann, .bob])
    ).build(router: router)
    await screen.appear()
    await screen.handle(CommandInput("done"))
    #expect(output.lines.contains("Attendance"))
    #expect(output.lines.contains("1. Bob: 1"))
    #expect(output.lines.contains("2. Ann: 0"))
    #expect(router.finishes == 1)
    #expect(screen.prompt == "attendance> ")
  }
}
