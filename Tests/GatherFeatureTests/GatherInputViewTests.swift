import BehaviourCatalogue
import Domain
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import GatherFeature

/// The view reads `more`, `list A-B`, players' names and line-up commands before its
/// presenter hears them.
@MainActor
struct GatherInputViewTests {
  /// The match of Ann (1), Andy (2), Cy (3) and Dee (4), reporting to a spy presenter.
  let screen = ViewHarness(GatherView.init(console:), presenter: SpyGatherPresenter())

  init() {
    var model = GatherPresenter.Formatter.viewModel(
      of: MatchStatus(match: Match(gather: .fixture), remaining: .seconds(600)))
    model.names = [
      .init(number: 1, name: "Ann"), .init(number: 2, name: "Andy"),
      .init(number: 3, name: "Cy"), .init(number: 4, name: "Dee"),
    ]
    screen.view.display(model)
  }

  @Test(.tags(.gatherLongLineUpPages))
  func moreAndListBecomeOnePresenterCallEach() async {
    let events = await screen.events(
      expecting: .didRequestMore, .didRequestList, afterTyping: ["more", "list 2-3", "list"])
    #expect(events == ["didRequestMore", "didRequestList(2...3)", "didRequestList"])
  }

  @Test(.tags(.gatherNamesWorkLikeNumbers))
  func aNameOrItsStartWorksWhereANumberDoes() async {
    let events = await screen.events(
      expecting: .didRequestGoal, .didRequestLineUp,
      afterTyping: ["goal a ann", "goal b De", "sub Andy Cy", "swap ann dee"])
    #expect(
      events == [
        "didRequestGoal(Team A, 1)", "didRequestGoal(Team B, 4)",
        "didRequestLineUp(\(LineUpRequest.substitute(off: 2, on: 3)))",
        "didRequestLineUp(\(LineUpRequest.swap(first: 1, second: 4)))",
      ])
  }

  @Test(.tags(.gatherNamesWorkLikeNumbers, .gatherBadInputIsOneError))
  func anUnclearNameIsOneErrorAndNoPresenterCall() async {
    await screen.expectRefusal(
      of: "goal a An",
      saying: "error: 'An' could be Ann (1) or Andy (2); type more of the name, or the number")
  }

  @Test(.tags(.gatherBadLineUpInputChangesNothing))
  func aBadLineUpCommandIsOneErrorAndNoPresenterCall() async {
    await screen.expectRefusal(
      of: "sub 1",
      saying: "error: type 'sub OUT IN' with the number of the player going off, then the one "
        + "coming on from the Bench, e.g. 'sub 2 5'")
    await screen.expectRefusal(
      of: "swap 2 9", saying: "error: there is no player 9; choose a number from 1 to 4")
    await screen.expectRefusal(
      of: "bench", saying: "error: type 'bench N' with the player's number, e.g. 'bench 3'")
  }

  @Test(.tags(.gatherTabCompletesNames))
  func tabCompletesThePlayersNamesAfterACommandWord() {
    let completion = screen.view.completion(presenter: SpyGatherPresenter())
    #expect(completion.complete("goal a C")?.replacement == "Cy")
    #expect(completion.complete("sub de")?.replacement == "Dee")
    #expect(completion.complete("goal a An")?.choices == ["Ann", "Andy"])
  }
}
