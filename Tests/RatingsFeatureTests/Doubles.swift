import Domain
import Foundation
import TestDoubles

@testable import RatingsFeature

/// Records everything the presenter shows, in order. Strict: a call the test does
/// not expect fails it.
@MainActor
final class SpyRatingsView: RatingsDisplaying, StrictDouble {
  enum Method: Hashable, Sendable {
    case display, displayReport, displayMessage, displayLines, displayError
  }

  enum Output: Equatable {
    case display(RatingsViewModel)
    case report(RatingsReportViewModel)
    case message(String)
    case error(String)
  }

  let expected = ExpectedCalls<Method>(of: "SpyRatingsView")
  private(set) var outputs: [Output] = []

  func display(_ viewModel: RatingsViewModel) { record(.display, .display(viewModel)) }
  func display(_ report: RatingsReportViewModel) { record(.displayReport, .report(report)) }
  func displayMessage(_ message: String) { record(.displayMessage, .message(message)) }
  func displayLines(_ lines: [String]) {
    record(.displayLines, .message(lines.joined(separator: "\n")))
  }
  func displayError(_ message: String) { record(.displayError, .error(message)) }

  var lastViewModel: RatingsViewModel? {
    outputs.reversed().lazy.compactMap { if case .display(let model) = $0 { model } else { nil } }
      .first
  }

  var lastReport: RatingsReportViewModel? {
    outputs.reversed().lazy.compactMap { if case .report(let model) = $0 { model } else { nil } }
      .first
  }

  /// Records `output` after checking that the test expects `method`.
  private func record(_ method: Method, _ output: Output) {
    expected.check(method)
    outputs.append(output)
  }
}

/// Answers from a fixed history and roster (the real replay); fails when told to.
/// Strict: a call the test does not expect fails it, naming the method.
final class StubRatingsInteractor: RatingsInteracting, LockedStub, StrictDouble {
  enum Method: Hashable, Sendable { case loadRatings, changes }

  struct State {
    var gathers: [Gather]
    var roster: [Player]
    var failure: FootballGatherError?
  }

  let expected = ExpectedCalls<Method>(of: "StubRatingsInteractor")
  let state: LockedState<State>

  init(gathers: [Gather] = RatingsFixture.gathers, roster: [Player] = RatingsFixture.roster) {
    state = LockedState(State(gathers: gathers, roster: roster))
  }

  func loadRatings() async throws(FootballGatherError) -> RatingTable {
    expected.check(.loadRatings)
    let state = self.state.withLock { $0 }
    if let failure = state.failure { throw failure }
    return RatingTable(book: RatingBook(gathers: state.gathers), roster: state.roster)
  }

  func changes(after gather: Gather) async throws(FootballGatherError) -> [RatingChange] {
    expected.check(.changes)
    let state = self.state.withLock { $0 }
    if let failure = state.failure { throw failure }
    return RatingChange.changes(in: gather, from: RatingBook(gathers: state.gathers))
  }
}

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingRatingsRouter: RecordingDouble<RecordingRatingsRouter.Method, String>,
  RatingsRouter
{
  enum Method: Hashable, Sendable { case close }

  /// How many times the user closed the screen.
  var closes: Int { calls.count }

  func close() async { record(.close, "close") }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`). Strict.
final class SpyRatingsPresenter: RecordingPresenter<SpyRatingsPresenter.Method>, RatingsPresenting {
  enum Method: AppearingEvents {
    case viewDidAppear, didRequestList, didRequestMore, didRequestSort, didRequestShow
    case didRequestCheck, didRequestClose
  }

  func didRequestList(from first: Int?, through last: Int?) async {
    record(.didRequestList, "list \(first.map(String.init) ?? "-") \(last.map(String.init) ?? "-")")
  }
  func didRequestMore() async { record(.didRequestMore, "more") }
  func didRequestSort(_ order: RatingOrder) async { record(.didRequestSort, "sort \(order)") }
  func didRequestShow(row: Int) async { record(.didRequestShow, "show \(row)") }
  /// The players `show NAME` reads; none unless a test sets them.
  var numberedNames: [NumberedName] = []
  func didRequestCheck() async { record(.didRequestCheck, "check") }
  func didRequestClose() async { record(.didRequestClose, "close") }

}

/// Four players and two ended gathers a week apart: Ann and Bob beat Cy and Dee 3-1, then
/// Ann and Cy drew 2-2 with Bob and Dee.
enum RatingsFixture {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur)
  static let bob = Player(id: 2, name: "Bob", skill: .professional)
  static let cy = Player(id: 3, name: "Cy")
  static let dee = Player(id: 4, name: "Dee", skill: .beginner)
  static let roster = [ann, bob, cy, dee]
  static let firstDay = Date(timeIntervalSince1970: 1_800_000_000)

  static func gather(
    _ teamA: [Player], _ teamB: [Player], _ score: Score, day: Int, id: UUID = UUID()
  ) -> Gather {
    let date = firstDay.addingTimeInterval(Double(day) * 86_400)
    return Gather(
      id: id, createdAt: date, endedAt: date,
      players: teamA.map { GatherPlayer(player: $0, team: .teamA) }
        + teamB.map { GatherPlayer(player: $0, team: .teamB) },
      score: score)
  }

  static let first = gather([ann, bob], [cy, dee], Score(teamA: 3, teamB: 1), day: 0)
  static let second = gather([ann, cy], [bob, dee], Score(teamA: 2, teamB: 2), day: 7)
  /// Newest first, as the backends return them.
  static let gathers = [second, first]
}
