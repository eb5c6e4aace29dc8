import Domain
import Testing

@testable import SelectionFeature

struct SelectionEntityTests {
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
