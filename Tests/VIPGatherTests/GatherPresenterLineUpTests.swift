import Domain
import Testing

@testable import VIPGather

/// The presenter turns a line-up response into the match's view model with its message.
@MainActor
struct GatherPresenterLineUpTests {
  @Test func aLineUpResponseIsTheMatchWithWhatChanged() throws {
    let viewController = SpyDisplay()
    let presenter = GatherPresenter()
    presenter.viewController = viewController
    var match = Match(gather: .fixture)
    try match.timer.start(at: .zero)
    let changes = try match.change(.move(number: 4, to: .bench), at: .seconds(61))
    presenter.presentLineUp(
      response: .init(changes: changes, status: MatchStatus(match: match, remaining: .seconds(539)))
    )
    #expect(viewController.matches.first?.message == "Line-up: 2' Dee to the Bench (from Team B).")
    #expect(viewController.matches.first?.content.sections.last?.title == "Bench")
  }
}
