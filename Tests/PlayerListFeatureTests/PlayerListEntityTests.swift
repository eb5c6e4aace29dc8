import Domain
import Testing

@testable import PlayerListFeature

struct PlayerListEntityTests {
  let roster = PlayerRoster([.cy, .ann, .bob])

  @Test func addedPlayersTakeTheirPlaceInOrder() {
    let dee = Player(id: 4, name: "Dee")
    #expect(roster.removing(2).adding([dee, .bob]).players == [.ann, .bob, .cy, dee])
  }

  @Test func pickingUnpickingAndTogglingAreByPlayer() {
    var selection = PlayerSelection()
    selection.pick([.ann, .bob])
    selection.pick([.bob])
    #expect(selection.players(in: roster) == [.ann, .bob])
    selection.unpick([.ann, .cy])
    #expect(selection.players(in: roster) == [.bob])
    selection.toggle([.ann, .bob, .cy])
    #expect(selection.players(in: roster) == [.ann, .cy])
  }

  @Test func theSelectionFollowsTheRostersOrderAndForgetsPlayersNoLongerOnIt() {
    var selection = PlayerSelection()
    selection.pick([.cy, .ann])
    #expect(selection.players(in: roster) == [.ann, .cy])
    #expect(selection.players(in: roster.removing(1)) == [.cy])
  }

  @Test func aGatherNeedsAtLeastTwoPlayers() throws {
    var selection = PlayerSelection()
    selection.pick([.bob])
    #expect(
      throws: FootballGatherError.invalidInput("a gather needs at least 2 players; 1 picked")
    ) { try selection.confirmed(in: roster) }
    selection.pick([.cy])
    #expect(try selection.confirmed(in: roster) == [.bob, .cy])
  }
}
