import Domain
import Testing

@testable import PlayerListFeature

struct PlayerListEntityTests {
  let roster = PlayerRoster([.cy, .ann, .bob])

  @Test func addedPlayersTakeTheirPlaceInOrder() {
    let dee = Player(id: 4, name: "Dee")
    #expect(roster.removing(2).adding([dee, .bob]).players == [.ann, .bob, .cy, dee])
  }

  @Test func aPageKnowsTheWholeRostersLengthAndOnlyItsOwnRows() {
    let page = PlayerRoster(
      RosterPage(offset: 1, players: [.bob], total: 3), loadedFor: 1..<2)
    #expect(page.count == 3)
    #expect(page.player(at: 1) == .bob)
    #expect(page.player(at: 0) == nil)
    #expect(page.hasLoaded([1, 3, -1]))
    #expect(!page.hasLoaded([0]))
    let dee = Player(id: 4, name: "Dee")
    #expect(page.adding([dee]).count == 4)
    #expect(page.adding([dee]).players == [.bob])
    let end = PlayerRoster(RosterPage(offset: 2, players: [.cy], total: 3), loadedFor: 2..<52)
    #expect(end.adding([dee]).players == [.cy, dee])
  }

  @Test func pickingUnpickingAndTogglingAreByPlayer() {
    var selection = PlayerSelection()
    selection.pick([.ann, .bob])
    selection.pick([.bob])
    #expect(selection.players == [.ann, .bob])
    selection.unpick([.ann, .cy])
    #expect(selection.players == [.bob])
    selection.toggle([.ann, .bob, .cy])
    #expect(selection.players == [.ann, .cy])
    #expect(selection.count == 2)
  }

  @Test func theSelectionFollowsTheRostersOrder() {
    var selection = PlayerSelection()
    selection.pick([.cy, .ann])
    #expect(selection.players == [.ann, .cy])
  }

  @Test func aGatherNeedsAtLeastTwoPlayers() throws {
    var selection = PlayerSelection()
    selection.pick([.bob])
    #expect(
      throws: FootballGatherError.invalidInput("a gather needs at least 2 players; 1 picked")
    ) { try selection.confirmed() }
    selection.pick([.cy])
    #expect(try selection.confirmed() == [.bob, .cy])
  }
}
