import Domain
import Foundation
import LineUI
import TestDoubles

@testable import HistoryFeature

/// Records everything the presenter shows, in order.
@MainActor
final class SpyHistoryView: HistoryDisplaying, StrictDouble {
  enum Method: Hashable, Sendable {
    case display, displayDetail, displayMessage, displayError, displayDocument, displayRecords,
      askConfirmation, askLine
  }

  let expected = ExpectedCalls<Method>(of: "SpyHistoryView")

  enum Output: Equatable {
    case display(HistoryViewModel)
    case detail(HistoryDetailViewModel)
    case records(HistoryRecordsViewModel)
    case message(String)
    case error(String)
    case confirmation(String)
    case document(String)
  }

  private(set) var outputs: [Output] = []
  var confirmationAnswers: [Bool] = []
  /// The lines typed at `askLine` prompts, in order; none left is the end of input.
  var lines: [String] = []

  func askLine(_ prompt: String, names: [String]) async -> String? {
    record(.askLine, .message(prompt))
    return lines.isEmpty ? nil : lines.removeFirst()
  }

  func display(_ viewModel: HistoryViewModel) { record(.display, .display(viewModel)) }
  func displayDetail(_ viewModel: HistoryDetailViewModel) {
    record(.displayDetail, .detail(viewModel))
  }
  func displayRecords(_ viewModel: HistoryRecordsViewModel) {
    record(.displayRecords, .records(viewModel))
  }
  func displayMessage(_ message: String) { record(.displayMessage, .message(message)) }
  func displayError(_ message: String) { record(.displayError, .error(message)) }
  func displayDocument(_ text: String) { record(.displayDocument, .document(text)) }
  func askConfirmation(_ question: String) async -> Bool {
    record(.askConfirmation, .confirmation(question))
    return confirmationAnswers.isEmpty ? false : confirmationAnswers.removeFirst()
  }

  /// Records `output` after checking that the test expects `method`.
  private func record(_ method: Method, _ output: Output) {
    expected.check(method)
    outputs.append(output)
  }
}

/// Answers with a fixed history (its pages sliced from it, as a backend without pages
/// does); records deletions; fails when told to. Strict: a call the test does not expect
/// fails it.
final class StubHistoryInteractor: HistoryInteracting, LockedStub, StrictDouble {
  enum Method: Hashable, Sendable {
    case loadPage, loadScorers, loadHistory, delete, export, correct, correctLineUp, record,
      rename, redate
  }

  struct State {
    var history: MatchHistory
    var failure: FootballGatherError?
    var deleted: [Gather.ID] = []
    /// The positions of every page loaded, in order.
    var pages: [Range<Int>] = []
  }

  let expected: ExpectedCalls<Method>
  let state: LockedState<State>

  init(history: MatchHistory = .fixture, expecting methods: Set<Method> = []) {
    state = LockedState(State(history: history))
    expected = ExpectedCalls(of: "StubHistoryInteractor", methods)
  }

  func loadPage(at positions: Range<Int>) async throws(FootballGatherError) -> GatherPage {
    expected.check(.loadPage)
    if let failure = self.failure { throw failure }
    state.withLock { $0.pages.append(positions) }
    return GatherPage(slicing: self.history.gathers, at: positions)
  }

  func loadScorers() async throws(FootballGatherError) -> [ScorerGoals] {
    expected.check(.loadScorers)
    if let failure = self.failure { throw failure }
    return self.history.scorers
  }

  func loadHistory() async throws(FootballGatherError) -> MatchHistory {
    expected.check(.loadHistory)
    if let failure = self.failure { throw failure }
    return self.history
  }

  func delete(_ gather: Gather) async throws(FootballGatherError) {
    expected.check(.delete)
    if let failure = self.failure { throw failure }
    self.deleted.append(gather.id)
    self.history = self.history.removing(gather.id)
  }

  func export(_ history: MatchHistory, as format: RosterFormat, to path: String?)
    async throws(FootballGatherError) -> String
  {
    expected.check(.export)
    if let failure = self.failure { throw failure }
    return try ListingHistoryCodec().encode(history.gathers, as: format)
  }

  /// A file is there already under `/existing/`: an export there asks first.
  func fileExists(at path: String) -> Bool {
    path.hasPrefix("/existing/")
  }

  func record(_ lineUp: [GatherPlayer], playedAt: Date, score: Score, goals: [Goal])
    async throws(FootballGatherError) -> Gather
  {
    expected.check(.record)
    if let failure = self.failure { throw failure }
    let gather = Gather(
      id: UUID(), createdAt: playedAt, endedAt: playedAt, players: lineUp, score: score,
      goals: goals)
    self.history = MatchHistory(
      gathers: [gather] + self.history.gathers, players: self.history.players)
    return gather
  }

  func correct(_ gather: Gather, goals: [Goal]) async throws(FootballGatherError) -> Gather {
    try change(gather, .correct) {
      $0.goals = goals
      $0.score = Score(goals: goals)
    }
  }

  func correctLineUp(_ gather: Gather, to players: [GatherPlayer])
    async throws(FootballGatherError) -> Gather
  {
    try change(gather, .correctLineUp) { $0.players = players }
  }

  func redate(_ gather: Gather, startedAt: Date, endedAt: Date)
    async throws(FootballGatherError) -> Gather
  {
    try change(gather, .redate) {
      $0.createdAt = startedAt
      $0.endedAt = endedAt
    }
  }

  func rename(_ gather: Gather, to teamNames: TeamNames) async throws(FootballGatherError)
    -> Gather
  {
    try change(gather, .rename) { $0.teamNames = teamNames }
  }

  /// `gather` with `edit` made to it, kept in the history in its place, as the real
  /// corrections do; fails with `failure` when set. The test must expect `method`.
  private func change(_ gather: Gather, _ method: Method, _ edit: (inout Gather) -> Void)
    throws(FootballGatherError) -> Gather
  {
    expected.check(method)
    if let failure = self.failure { throw failure }
    var changed = gather
    edit(&changed)
    self.history = self.history.replacing(changed)
    return changed
  }
}

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingHistoryRouter: RecordingDouble<RecordingHistoryRouter.Method, String>,
  HistoryRouter
{
  enum Method: Hashable, Sendable { case close, reviewAttendance }

  /// How many times the user closed the screen.
  var closed: Int { calls.filter { $0 == "close" }.count }

  func close() async { record(.close, "close") }
  func reviewAttendance() async { record(.reviewAttendance, "reviewAttendance") }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpyHistoryPresenter: RecordingPresenter<SpyHistoryPresenter.Method>, HistoryPresenting {
  enum Method: ListingEvents {
    case didRequestMore, didRequestList, didRequestShare, didRequestAdd
    case viewDidAppear, didSelectGather, didRequestDelete, didRequestClose, didRequestRecords,
      didRequestEdit, didRequestExport, didRequestAttendance
  }

  func didSelectGather(at index: Int) async {
    record(.didSelectGather, "didSelectGather(at: \(index))")
  }
  func didRequestDelete(at index: Int) async {
    record(.didRequestDelete, "didRequestDelete(at: \(index))")
  }
  func didRequestRecords(order: RecordOrder?, since: String?) async {
    record(
      .didRequestRecords,
      "didRequestRecords" + (order.map { "(\($0))" } ?? "") + (since.map { " since \($0)" } ?? ""))
  }
  func didRequestAdd() async { record(.didRequestAdd) }
  func didRequestShare(at index: Int) async {
    record(.didRequestShare, "didRequestShare(at: \(index))")
  }
  func didRequestMore() async { record(.didRequestMore) }
  func didRequestList(_ range: ClosedRange<Int>?) async {
    record(.didRequestList, "didRequestList(\(range.map { "\($0)" } ?? "nil"))")
  }
  func didRequestEdit(at index: Int, correction: GatherCorrection?) async {
    record(.didRequestEdit, "didRequestEdit(at: \(index), \(correction.map { "\($0)" } ?? "nil"))")
  }
  func didRequestClose() async { record(.didRequestClose) }
  func didRequestAttendance() async { record(.didRequestAttendance) }
  func didRequestExport(format: String, to path: String?) async {
    record(.didRequestExport, "didRequestExport(\(format), \(path ?? "nil"))")
  }
}

extension Player {
  static let ann = Player(id: 1, name: "Ann")
  static let bob = Player(id: 2, name: "Bob")
  static let cy = Player(id: 3, name: "Cy")
}

extension Gather {
  static func ended(
    _ number: Int, score: Score?, goals: [Goal] = [], teamA: [Player] = [.ann],
    teamB: [Player] = [.bob]
  ) -> Gather {
    Gather(
      id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!,
      createdAt: Date(timeIntervalSince1970: TimeInterval(number * 86_400)),
      endedAt: score == nil
        ? nil : Date(timeIntervalSince1970: TimeInterval(number * 86_400 + 600)),
      players: teamA.map { GatherPlayer(player: $0, team: .teamA) }
        + teamB.map { GatherPlayer(player: $0, team: .teamB) },
      score: score, goals: goals)
  }
}

extension MatchHistory {
  /// Newest first: a 2-1 win for Team A with goals, then a 0-0 draw; one unfinished gather.
  static let fixture = MatchHistory(
    gathers: [
      .ended(3, score: nil),
      .ended(
        2, score: Score(teamA: 2, teamB: 1),
        goals: [
          Goal(team: .teamA, scorerID: 1, minute: 3), Goal(team: .teamB, scorerID: 2, minute: 7),
          Goal(team: .teamA),
        ]),
      .ended(1, score: Score(), teamA: [.ann, .cy], teamB: [.bob]),
    ],
    players: [.cy, .bob, .ann])
}

/// "day N" for the fixture's dates (one day apart from 1 January 1970).
let dayFormat: @Sendable (Date) -> String = { "day \(Int($0.timeIntervalSince1970) / 86_400)" }

/// The export's file format as a stand-in: the format's name and the gathers' days, one
/// line each (the real formats are Infrastructure's, tested in RosterFilesTests).
struct ListingHistoryCodec: HistoryFileCoding {
  func encode(_ gathers: [Gather], as format: RosterFormat) throws(FootballGatherError)
    -> String
  {
    ([format.displayName] + gathers.map { $0.createdAt.map(dayFormat) ?? "no date" })
      .map { $0 + "\n" }.joined()
  }
}
