import BehaviourCatalogue
import Domain
import Foundation
import Presentation
import TestDoubles
import Testing

@testable import GatherFeature

/// A line-up too long for one screen: the presenter pages it with `more` and `list A-B`,
/// the view reads the words and the numbers.
@MainActor
struct GatherPagingPresenterTests {
  let view = SpyGatherView()
  let interactor = StubGatherInteractor()

  /// A presenter over a match of 130 players, the odd numbers on Team A, the even on Team B.
  func makePresenter() -> GatherPresenter {
    interactor.match = Match(
      gather: Gather(
        id: UUID(),
        players: (1...130).map { id in
          GatherPlayer(
            player: Player(id: id, name: "Player \(id)"),
            team: id.isMultiple(of: 2) ? .teamB : .teamA)
        }))
    return GatherPresenter(
      opening: .started, view: view, interactor: interactor, router: RecordingGatherRouter())
  }

  /// The players each section of the last screen shown lists, notes left out.
  var listed: [[String]] {
    (view.lastViewModel?.sections ?? []).map { section in
      section.rows.map(\.name).filter { !$0.hasPrefix("...") }
    }
  }

  @Test(.tags(.gatherLongLineUpPages))
  func moreShowsTheNextTwentyFiveOfEachTeamThenSaysTheLineUpEnded() async {
    view.expect(.display, .displayMessage)
    let presenter = makePresenter()
    await presenter.didRequestList()
    #expect(listed.map(\.first) == ["Player 1", "Player 2"])
    await presenter.didRequestMore()
    #expect(listed.map(\.first) == ["Player 51", "Player 52"])
    #expect(listed.map(\.count) == [25, 25])
    await presenter.didRequestMore()
    #expect(listed.map(\.first) == ["Player 101", "Player 102"])
    #expect(listed.map(\.last) == ["Player 129", "Player 130"])
    await presenter.didRequestMore()
    #expect(view.lines == [.message(GatherText.endOfLineUp)])
  }

  @Test(.tags(.gatherLongLineUpPages))
  func listAToBShowsThePlayersNumberedAToBInEachTeam() async {
    view.expect(.display)
    let presenter = makePresenter()
    await presenter.didRequestList(60...64)
    #expect(
      listed == [["Player 61", "Player 63"], ["Player 60", "Player 62", "Player 64"]])
  }
  @Test(.tags(.gatherListsTwentyFiveATeam))
  func aScorerBeyondTheListedTwentyFiveScoresByNumber() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.scoreGoal)
    await makePresenter().didRequestGoal(for: .teamA, scorerNumber: 129, ownGoal: false)
    #expect(view.lines == [.message("Goal! -- Team A, Player 129. Team A 1-0 Team B")])
  }
}
