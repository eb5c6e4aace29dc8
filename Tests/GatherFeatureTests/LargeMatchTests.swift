import BehaviourCatalogue
import Domain
import Foundation
import Testing

@testable import GatherFeature

/// A gather of thousands (a league day, an imported roster) keeps the match screen short.
struct LargeMatchTests {
  @Test(.tags(.gatherListsTwentyFiveATeam))
  func eachTeamListsTwentyFivePlayersThenHowManyMore() {
    let players = (1...130).map { id in
      GatherPlayer(
        player: Player(id: id, name: "Player \(id)"), team: id.isMultiple(of: 2) ? .teamB : .teamA)
    }
    let gather = Gather(id: UUID(), players: players)
    let model = GatherPresenter.Formatter.viewModel(
      of: MatchStatus(match: Match(gather: gather), remaining: .seconds(600)))
    #expect(model.sections.map(\.rows.count) == [26, 26])
    #expect(model.sections[0].rows.first?.name == "Player 1")
    #expect(model.sections[0].rows.last?.name == "... 40 not listed: 'more', 'list A-B'")
    #expect(model.sections[1].rows.last?.name == "... 40 not listed: 'more', 'list A-B'")
  }

  /// Two teams of 25 fill one screenful (the roster's 50 rows).
  @Test(.tags(.gatherListsTwentyFiveATeam))
  func aTeamOfTwentyFiveIsListedWhole() {
    let players = (1...50).map { id in
      GatherPlayer(player: Player(id: id, name: "P\(id)"), team: id <= 25 ? .teamA : .teamB)
    }
    let model = GatherPresenter.Formatter.viewModel(
      of: MatchStatus(match: Match(gather: Gather(id: UUID(), players: players)), remaining: .zero))
    #expect(model.sections.map(\.rows.count) == [25, 25])
    #expect(model.sections.allSatisfy { $0.rows.allSatisfy { !$0.name.hasPrefix("...") } })
  }

  /// A timer command on a league day's match says what changed and the time, without
  /// listing the teams again (on a line-up that fits, the transcripts show it reprinted).
  @MainActor
  @Test(.tags(.gatherLongLineUpPages))
  func aTimerCommandOnALongLineUpPrintsOnlyWhatChanged() async {
    let view = SpyGatherView()
    let interactor = StubGatherInteractor()
    let players = (1...10_000).map { id in
      GatherPlayer(
        player: Player(id: id, name: "P\(id)"), team: id.isMultiple(of: 2) ? .teamB : .teamA)
    }
    interactor.match = Match(gather: Gather(id: UUID(), players: players))
    view.expect(.displayMessage, .display)
    interactor.expect(.startTimer, .pauseTimer)
    let presenter = GatherPresenter(
      opening: .started, view: view, interactor: interactor, router: RecordingGatherRouter())
    await presenter.didRequestTimerStart()
    interactor.now = .seconds(42)
    await presenter.didRequestTimerPause()
    // The view is handed the match with only its timer line to show.
    let shown = view.outputs.map { output in
      switch output {
      case .message(let text): text
      case .display(let model): model.listsTeams ? "the whole screen" : model.timer
      default: "\(output)"
      }
    }
    #expect(
      shown == [
        "Timer running: 10:00.", "Timer: 10:00 running", "Timer paused at 09:18.",
        "Timer: 09:18 paused",
      ])
  }
}
