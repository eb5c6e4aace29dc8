import Domain

@testable import AppComposition

/// Builds fake match flows that note in the journal what they were asked to show, and
/// keeps the listener so a test can end the match.
@MainActor
final class FakeMatchFlowBuilder: MatchFlowBuilding {
  let journal: FlowJournal
  private(set) weak var listener: (any MatchFlowListener)?
  /// Every flow built, so a test can see that each match got a fresh one.
  private(set) var built = 0

  init(journal: FlowJournal) { self.journal = journal }

  func buildMatchFlow(for session: AuthSession, listener: any MatchFlowListener)
    -> any MatchFlowInput
  {
    self.listener = listener
    built += 1
    return FakeMatchFlow(journal: journal)
  }
}

@MainActor
final class FakeMatchFlow: MatchFlowInput {
  let journal: FlowJournal
  init(journal: FlowJournal) { self.journal = journal }

  func start(with players: [Player]) async {
    journal.record("match flow: teams of \(players.map(\.name).joined(separator: ", "))")
  }

  func resume(_ snapshot: MatchSnapshot) async {
    journal.record("match flow: unfinished match")
  }
}

/// Builds fake history flows that note in the journal that they started.
@MainActor
final class FakeHistoryFlowBuilder: HistoryFlowBuilding {
  let journal: FlowJournal
  private(set) weak var listener: (any HistoryFlowListener)?

  init(journal: FlowJournal) { self.journal = journal }

  func buildHistoryFlow(for session: AuthSession, listener: any HistoryFlowListener)
    -> any HistoryFlowInput
  {
    self.listener = listener
    return FakeHistoryFlow(journal: journal)
  }
}

@MainActor
final class FakeHistoryFlow: HistoryFlowInput {
  let journal: FlowJournal
  init(journal: FlowJournal) { self.journal = journal }
  func start() async { journal.record("history flow") }
}

/// Builds fake roster flows that note in the journal whose roster they show.
@MainActor
final class FakeRosterFlowBuilder: RosterFlowBuilding {
  let journal: FlowJournal
  private(set) weak var listener: (any RosterFlowListener)?

  init(journal: FlowJournal) { self.journal = journal }

  func buildRosterFlow(for session: AuthSession, listener: any RosterFlowListener)
    -> any RosterFlowInput
  {
    self.listener = listener
    return FakeRosterFlow(username: session.user.username, journal: journal)
  }
}

@MainActor
final class FakeRosterFlow: RosterFlowInput {
  let username: String
  let journal: FlowJournal
  init(username: String, journal: FlowJournal) {
    self.username = username
    self.journal = journal
  }
  func start() async { journal.record("roster flow of \(username)") }
}
