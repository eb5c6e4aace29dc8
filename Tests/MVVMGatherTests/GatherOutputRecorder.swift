import Domain
import Presentation
import TestSupport

@testable import MVVMGather

/// Binds to every output of a match screen's view model, as the view does, and records
/// each value in the order it comes: the test reads what the screen would print.
@MainActor
final class GatherOutputRecorder {
  /// One value of one output; `screen` stands for the match shown (kept in `screens`).
  enum Output: Equatable {
    case screen
    case message(String)
    case report([String])
    case error(String)
    case announcement(String, bell: Bool)
    case question(GatherViewModel.Question)
    case exit(GatherViewModel.Exit)
  }

  private(set) var outputs: [Output] = []
  /// Every match screen shown, in order.
  private(set) var screens: [GatherContent] = []

  init(_ viewModel: GatherViewModel) {
    viewModel.matchScreen.bind { [unowned self] in
      screens.append($0)
      outputs.append(.screen)
    }
    viewModel.message.bind { [unowned self] in outputs.append(.message($0)) }
    viewModel.report.bind { [unowned self] in outputs.append(.report($0)) }
    viewModel.errorMessage.bind { [unowned self] in outputs.append(.error($0)) }
    viewModel.timerAnnouncement.bind { [unowned self] in
      outputs.append(.announcement($0.text, bell: $0.bell))
    }
    viewModel.question.bind { [unowned self] in outputs.append(.question($0)) }
    viewModel.exit.bind { [unowned self] in outputs.append(.exit($0)) }
  }

  /// The outputs recorded since the last call.
  func take() -> [Output] {
    defer { outputs = [] }
    return outputs
  }

  /// The announcements recorded so far (the running timer's lines), `(bell)` marked.
  var announcements: [String] {
    outputs.compactMap {
      guard case .announcement(let text, let bell) = $0 else { return nil }
      return bell ? text + " (bell)" : text
    }
  }
}

/// A view model on a test clock and in-memory services, with a recorder bound to it.
@MainActor
struct GatherFixture {
  let clock = TestClock()
  let gathers = FakeGatherService()
  let players: FakePlayerService
  let snapshots = FakeMatchSnapshotService()

  init(players: FakePlayerService = FakePlayerService()) {
    self.players = players
  }

  func make(_ match: Match, opening: GatherViewModel.Opening = .started)
    -> (GatherViewModel, GatherOutputRecorder)
  {
    let viewModel = GatherViewModel(
      match: match, opening: opening, clock: MatchClock(clock), gatherService: gathers,
      playerService: players, resultService: gathers,
      snapshots: MatchSnapshotWriter(service: snapshots))
    return (viewModel, GatherOutputRecorder(viewModel))
  }

  func make(_ gather: Gather = .fixture, opening: GatherViewModel.Opening = .started)
    -> (GatherViewModel, GatherOutputRecorder)
  {
    make(Match(gather: gather), opening: opening)
  }
}
