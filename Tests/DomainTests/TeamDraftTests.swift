import Domain
import Foundation
import TestSupport
import Testing

/// The picks and teams kept until played: written and read whole as JSON, made for a set of
/// players, and not worth keeping while nothing is made.
struct TeamDraftTests {
  static let teams = TeamDraft.Teams(
    teamA: [Player.ann.id], teamB: [Player.bob.id], bench: [Player.cy.id],
    teamNames: TeamNames(teamA: "Bibs", teamB: "Team B"), size: 1, sittingOut: [Player.cy.id],
    proposed: [Player.cy.id])

  @Test func aDraftReadsBackAsItWasWritten() throws {
    let draft = TeamDraft(picks: [1, 2, 3], teams: Self.teams)
    let read = try JSONDecoder().decode(TeamDraft.self, from: JSONEncoder().encode(draft))
    #expect(read == draft)
    #expect(TeamDraft().isEmpty && !draft.isEmpty)
  }

  @Test func teamsAreForTheirPlayersAndPlaceAnyOfThem() {
    #expect(Self.teams.players == [1, 2, 3])
    #expect(Self.teams.places == [1: .teamA, 2: .teamB, 3: .bench])
    #expect(Self.teams.areFor([3, 1, 2]))
    #expect(!Self.teams.areFor([1, 2]))
    #expect(Self.teams.place([1, 2]))
    #expect(!Self.teams.place([1, 4]))
    #expect(!Self.teams.place([]))
    #expect(Self.teams.count(in: .teamA) == 1 && Self.teams.count(in: .bench) == 1)
  }

  @Test func onlyASheetWithNothingMadeIsBlank() {
    #expect(!Self.teams.isBlank)
    let fresh = TeamDraft.Teams(teamA: [], teamB: [], bench: [1, 2])
    #expect(fresh.isBlank)
    var named = fresh
    named.teamNames = TeamNames(teamA: "Bibs", teamB: "Team B")
    #expect(!named.isBlank)
  }
}
