import BehaviourCatalogue
import Domain
import Foundation
import Testing

@testable import GatherFeature

/// `name a Bibs` on the match screen, and the numbers the teams screen gave: a player keeps
/// one number for the whole gather, also when someone picked before them sits on the Bench.
@MainActor
struct TeamNamesAndNumbersTests {
  let view = SpyGatherView()
  let interactor = StubGatherInteractor()
  let router = RecordingGatherRouter()

  func makePresenter() -> GatherPresenter {
    GatherPresenter(opening: .started, view: view, interactor: interactor, router: router)
  }

  /// Ann (1) and Cy (3) on Team A, Dee (4) on Team B: Bob (2) sat out on the Bench.
  static let numbered = Gather(
    id: UUID(uuidString: "00000000-0000-0000-0000-000000000002") ?? UUID(),
    players: [
      GatherPlayer(player: .ann, team: .teamA, number: 1),
      GatherPlayer(player: .cy, team: .teamA, number: 3),
      GatherPlayer(player: .dee, team: .teamB, number: 4),
    ], teamNames: TeamNames(teamA: "Bibs", teamB: "Team B"))

  @Test func theMatchShowsTheTeamsScreensNumbersAndGoalsUseThem() async {
    view.expect(.display, .displayMessage, .displayError)
    interactor.match = Match(gather: Self.numbered)
    interactor.expect(.open, .scoreGoal)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    let shown = view.outputs.compactMap { if case .display(let model) = $0 { model } else { nil } }
    #expect(shown.last?.sections.map { $0.rows.map(\.number) } == [["1", "3"], ["4"]])
    #expect(shown.last?.sections.map(\.title) == ["Bibs (a)", "Team B"])
    #expect(shown.last?.title == "Gather: Bibs 0-0 Team B")
    #expect(shown.last?.highestNumber == 4)
    await presenter.didRequestGoal(for: .teamA, scorerNumber: 3, ownGoal: false)
    await presenter.didRequestGoal(for: .teamA, scorerNumber: 2, ownGoal: false)
    #expect(
      view.lines == [
        .message("Goal! -- Bibs, Cy. Bibs 1-0 Team B"),
        .error("no player of this match has number 2; 'list' shows the numbers"),
      ])
  }

  @Test(.tags(.gatherUnfinishedMatchResumes))
  func aResumedMatchKeepsItsNumbersAndNames() {
    let match = Match(gather: Self.numbered)
    let resumed = Match(snapshot: match.snapshot(at: .zero))
    #expect(resumed.numbers == [1, 3, 4] && resumed.teamNames == match.teamNames)
    #expect(resumed.player(numbered: 3) == .cy && resumed.player(numbered: 2) == nil)
  }

  @Test func aGatherFromBeforeNumbersWereKeptIsNumberedByLineUpOrder() {
    let match = Match(gather: .fixture)
    #expect(match.numbers == [1, 2, 3, 4])
    #expect(match.player(numbered: 3) == .cy)
  }

  @Test(.tags(.gatherTeamIsRenamed))
  func renamingShowsTheNameEverywhereAndABadNameChangesNothing() async {
    view.expect(.displayMessage, .display, .displayError)
    interactor.expect(.renameTeam, .scoreGoal)
    let presenter = makePresenter()
    await presenter.didRequestRename(.teamB, to: "Skins")
    await presenter.didRequestRename(.teamA, to: "skins")
    await presenter.didRequestGoal(for: .teamB, scorerNumber: 1, ownGoal: false)
    await presenter.didRequestRename(.teamB, to: nil)
    #expect(
      view.lines == [
        .message("Team B is now called Skins; 'goal b N' still scores for it."),
        .error("Team B is already called 'Skins'; give Team A another name"),
        .error(
          "Ann does not play for Skins; give a Skins player, score for Team A, or type 'og' "
            + "for an own goal"),
        .message("Team B is called Team B again."),
      ])
    #expect(interactor.match.teamNames == .standard)
    #expect(interactor.calls == ["rename", "rename", "goal", "rename"])
    #expect(interactor.match.goals.isEmpty)
  }
}
