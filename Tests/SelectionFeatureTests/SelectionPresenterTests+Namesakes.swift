import Domain
import Testing

@testable import SelectionFeature

/// `add NAME` while selecting, for a name already on the roster (issue 22: duplicates ask
/// first and offer the player already there).
extension SelectionPresenterTests {
  @Test("'add bob' when Bob is on the roster asks, and no (the default) picks Bob")
  func aNamesakeIsPickedInsteadOfADuplicate() async {
    view.expect(.display, .displayMessage, .askConfirmation)
    let bob = Player(id: 2, name: "Bob", age: 31, favouriteTeam: "Arsenal")
    let presenter = await makePresenter([.ann, bob, .cy], expecting: [.loadRoster, .namesakes])
    await presenter.didRequestGuest(named: "bob")
    #expect(
      view.outputs.contains(
        .confirmation(
          "Bob is already on the roster as number 2 (31, Arsenal). Add another player called bob?"
        )))
    #expect(view.outputs.contains(.message("Not added; picking Bob, already there.")))
    #expect(view.lastViewModel?.title == "Select players of alice: 1 of 3 selected")
    #expect(picked == ["Bob"])
  }

  @Test("answering yes adds a second player of that name, picked")
  func yesAddsAnother() async {
    view.expect(.display, .displayMessage, .askConfirmation)
    view.answers = [true]
    let presenter = await makePresenter(
      [.ann, .bob], expecting: [.loadRoster, .namesakes, .addGuest])
    await presenter.didRequestGuest(named: "Bób")
    #expect(
      view.outputs.contains(.message("Added Bób to the roster and picked them for today.")))
    #expect(view.lastViewModel?.title == "Select players of alice: 1 of 3 selected")
    #expect(picked == ["Bób"])
  }

  @Test("with two namesakes, no picks nobody and names both numbers")
  func twoNamesakesPickNobody() async {
    view.expect(.display, .displayMessage, .askConfirmation)
    let otherBob = Player(id: 9, name: "BOB")
    let presenter = await makePresenter(
      [.ann, .bob, otherBob], expecting: [.loadRoster, .namesakes])
    await presenter.didRequestGuest(named: "Bob")
    #expect(view.outputs.contains(.message("Not added; pick the one you mean: 'pick 2 3'.")))
    #expect(picked.isEmpty)
  }
}
