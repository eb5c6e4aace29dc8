import Domain
import Foundation
import TestSupport
import Testing

/// The picks and teams kept until played: written and read whole as JSON, made for a set of
/// players, and not worth keeping while nothing is made.
struct TeamDraftTests {
  static let teams = TeamDraft.Teams(
    lineUp: [
      GatherPlayer(player: .ann, team: .teamA, number: 1),
      GatherPlayer(player: .bob, team: .teamB, number: 2),
      GatherPlayer(player: .cy, team: .bench, number: 3),
    ],
    teamNames: TeamNames(teamA: "Bibs", teamB: "Team B"), size: 1, sittingOut: [Player.cy.id],
    proposed: [Player.cy.id])

  @Test func aDraftReadsBackAsItWasWritten() throws {
    let draft = TeamDraft(picks: [.ann, .bob, .cy], teams: Self.teams)
    let read = try JSONDecoder().decode(TeamDraft.self, from: JSONEncoder().encode(draft))
    #expect(read == draft)
    #expect(TeamDraft().isEmpty && !draft.isEmpty)
  }

  @Test func teamsAreForTheirPlayersAndPlaceAnyOfThem() {
    #expect(Self.teams.areFor([.cy, .ann, .bob]))
    #expect(!Self.teams.areFor([.ann, .bob]))
    #expect(Self.teams.place([.ann, .bob]))
    #expect(!Self.teams.place([.ann, .dee]))
    #expect(!Self.teams.place([]))
    #expect(Self.teams.count(in: .teamA) == 1 && Self.teams.count(in: .bench) == 1)
  }

  @Test func onlyASheetWithNothingMadeIsBlank() {
    #expect(!Self.teams.isBlank)
    let fresh = TeamDraft.Teams(
      lineUp: [.ann, .bob].map { GatherPlayer(player: $0, team: .bench) })
    #expect(fresh.isBlank)
    var named = fresh
    named.teamNames = TeamNames(teamA: "Bibs", teamB: "Team B")
    #expect(!named.isBlank)
  }
}
