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

/// The answer to which names become guests after `paste`.
struct GuestChoiceTests {
  @Test func wordsAndNumbersChoose() throws {
    #expect(try GuestChoice("all", among: 3) == .all)
    #expect(try GuestChoice(" Each ", among: 3) == .each)
    #expect(try GuestChoice("none", among: 3) == .none)
    #expect(try GuestChoice("", among: 3) == .none)
    #expect(try GuestChoice(nil, among: 3) == .none)
    #expect(try GuestChoice("3 1", among: 3) == .numbers([2, 0]))
    #expect(try GuestChoice("1-2", among: 3) == .numbers([0, 1]))
  }

  @Test func anythingElseIsRefusedWithWhatToType() {
    #expect(
      throws: FootballGatherError.invalidInput(
        "'maybe' is not an answer here; type the names' numbers (1 3), all, each or none")
    ) { try GuestChoice("maybe", among: 3) }
    #expect(
      throws: FootballGatherError.invalidInput("there is no name 4; choose a number from 1 to 3")
    ) { try GuestChoice("4", among: 3) }
  }
}
