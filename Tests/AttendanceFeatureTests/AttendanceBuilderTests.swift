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

  @Test func theBuiltScreenShowsItselfAndFinishesThroughTheListener() async {
    let (console, _, output) = Console.scripted()
    let listener = RecordingAttendanceListener()
    listener.expect(.attendanceDidFinish)
    let screen = AttendanceBuilder(
      console: console, gatherService: FakeGatherService(gathers: [played]),
      playerService: FakePlayerService(players: [.ann, .bob])
    ).build(listener: listener)
    await screen.appear()
    await screen.handle(CommandInput("done"))
    #expect(output.lines.contains("Attendance"))
    #expect(output.lines.contains("1. Bob: 1"))
    #expect(output.lines.contains("2. Ann: 0"))
    #expect(listener.events == ["finish"])
    #expect(screen.prompt == "attendance> ")
  }
}
