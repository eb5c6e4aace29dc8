import AttendanceFeature
import ConfirmPlayersFeature
import Domain
import Foundation
import GatherFeature
import HistoryFeature
import LineUI
import LoginFeature
import PlayerAddFeature
import PlayerDetailFeature
import PlayerEditFeature
import PlayerListFeature
import RatingsFeature
import RosterArchiveFeature
import RosterTransferFeature
import SelectionFeature
import TestSupport

@testable import AppComposition

/// What the user would see happen, in order: a screen shown ("show add player"), a
/// screen leaving the stack ("leave add player"), a child flow started.
@MainActor
final class FlowJournal {
  private(set) var events: [String] = []

  func record(_ event: String) { events.append(event) }

  /// Forgets what happened so far, so a test asserts only what its own step did.
  func clear() { events = [] }
}

/// A screen that does nothing but say when it is shown and when it leaves; its name
/// says which module it stands for.
@MainActor
final class StubScreen: Screen {
  let name: String
  private let journal: FlowJournal

  init(_ name: String, journal: FlowJournal) {
    self.name = name
    self.journal = journal
  }

  var prompt: String { "\(name)> " }
  var commands: [CommandHelp] { [] }
  func appear() async { journal.record("show \(name)") }
  func disappear() async { journal.record("leave \(name)") }
  func handle(_ command: CommandInput) async {}
}

/// Plays the Login module's part for the root flow: takes up `savedSession` (telling
/// the Router, as the real module's presenter does) and records log-outs in the journal.
@MainActor
final class StubLoginInput: LoginInput {
  let journal: FlowJournal
  var savedSession: AuthSession?
  weak var router: (any LoginRouter)?

  init(journal: FlowJournal) {
    self.journal = journal
  }

  func restoreSavedSession() async -> Bool {
    guard let savedSession else { return false }
    journal.record("login module restores \(savedSession.user.username)")
    await router?.enter(as: savedSession)
    return true
  }

  func logOut(_ session: AuthSession) async {
    journal.record("login module logs out \(session.user.username)")
  }
}

/// The list's input: notes each time the flow tells it the roster changed.
@MainActor
final class StubPlayerListInput: PlayerListInput {
  let journal: FlowJournal
  init(journal: FlowJournal) { self.journal = journal }
  func rosterDidChange(fromTheTop: Bool) async {
    journal.record("the list shows the roster " + (fromTheTop ? "from the top" : "changed"))
  }
}

/// The archive and the transfer built for one command: each call is a journal line, and
/// the router they were given is kept so a test can play their way out.
@MainActor
final class StubRosterJobs: RosterArchiveInput, RosterTransferInput {
  let journal: FlowJournal
  init(journal: FlowJournal) { self.journal = journal }
  func listArchivedPlayers() async { journal.record("archive lists the archived players") }
  func restore(number: Int) async { journal.record("archive restores \(number)") }
  func merge(_ duplicate: NumberedPlayer, into kept: NumberedPlayer) async {
    journal.record(
      "archive merges \(duplicate.number) \(duplicate.player.name) into "
        + "\(kept.number) \(kept.player.name)")
  }
  func export(format: String, to path: String?) async {
    journal.record("transfer exports \(format) to \(path ?? "the screen")")
  }
  func importPlayers(from path: String, allowingDuplicates: Bool) async {
    journal.record("transfer imports \(path)" + (allowingDuplicates ? " allowing repeats" : ""))
  }
}

@MainActor
final class StubPlayerDetailInput: PlayerDetailInput {
  private(set) var changes: [Player] = []
  func playerDidChange(_ player: Player) { changes.append(player) }
}

/// Builds a named stub screen for each feature a flow asks for, and keeps the Router it
/// was given (the flow) so a test can play the feature's part: send the intent the
/// module's presenter would ("the user saved the form").
@MainActor
final class FakeFeatureBuilders {
  let journal: FlowJournal
  let playerDetailInput = StubPlayerDetailInput()
  let playerListInput: StubPlayerListInput
  let rosterJobs: StubRosterJobs
  let loginInput: StubLoginInput
  private(set) weak var loginRouter: (any LoginRouter)?
  private(set) weak var playerListRouter: (any PlayerListRouter)?
  private(set) weak var rosterArchiveRouter: (any RosterArchiveRouter)?
  private(set) weak var rosterTransferRouter: (any RosterTransferRouter)?
  private(set) weak var playerAddRouter: (any PlayerAddRouter)?
  private(set) weak var playerDetailRouter: (any PlayerDetailRouter)?
  private(set) weak var playerEditRouter: (any PlayerEditRouter)?
  private(set) weak var selectionRouter: (any SelectionRouter)?
  private(set) weak var confirmPlayersRouter: (any ConfirmPlayersRouter)?
  private(set) weak var gatherRouter: (any GatherRouter)?
  private(set) weak var historyRouter: (any HistoryRouter)?
  private(set) weak var attendanceRouter: (any AttendanceRouter)?
  /// How many teams screens were built (a screen shown again is not built again).
  private(set) var teamsScreensBuilt = 0
  private(set) weak var ratingsRouter: (any RatingsRouter)?

  init(journal: FlowJournal) {
    self.journal = journal
    loginInput = StubLoginInput(journal: journal)
    playerListInput = StubPlayerListInput(journal: journal)
    rosterJobs = StubRosterJobs(journal: journal)
  }

  private func screen(_ name: String) -> StubScreen { StubScreen(name, journal: journal) }
}

extension FakeFeatureBuilders: LoginBuilding, PlayerListBuilding, PlayerDetailBuilding {
  func buildLogin(router: any LoginRouter) -> LoginModule {
    loginRouter = router
    loginInput.router = router
    return LoginModule(screen: screen("login"), input: loginInput)
  }

  func buildPlayerList(for session: AuthSession, router: any PlayerListRouter)
    -> PlayerListModule
  {
    playerListRouter = router
    return PlayerListModule(
      screen: screen("players of \(session.user.username)"), input: playerListInput)
  }

  func buildRosterArchive(for session: AuthSession, router: any RosterArchiveRouter)
    -> any RosterArchiveInput
  {
    rosterArchiveRouter = router
    return rosterJobs
  }

  func buildRosterTransfer(for session: AuthSession, router: any RosterTransferRouter)
    -> any RosterTransferInput
  {
    rosterTransferRouter = router
    return rosterJobs
  }

  func buildPlayerDetail(
    showing player: Player, for session: AuthSession, router: any PlayerDetailRouter
  ) -> PlayerDetailModule {
    playerDetailRouter = router
    return PlayerDetailModule(screen: screen("detail of \(player.name)"), input: playerDetailInput)
  }
}

extension FakeFeatureBuilders: RosterScreensBuilding {
  func buildPlayerAdd(named name: String?, for session: AuthSession, router: any PlayerAddRouter)
    -> any Screen
  {
    playerAddRouter = router
    return screen(name.map { "add player \($0)" } ?? "add player")
  }

  func buildSelection(
    for session: AuthSession, showing window: RosterWindow, router: any SelectionRouter
  ) -> any Screen {
    selectionRouter = router
    let first = window.rows.lowerBound + 1
    return screen("selection of \(session.user.username)" + (first > 1 ? " from \(first)" : ""))
  }

  func buildPlayerEdit(
    _ field: PlayerField, of player: Player, for session: AuthSession,
    router: any PlayerEditRouter
  ) -> any Screen {
    playerEditRouter = router
    return screen("edit \(field) of \(player.name)")
  }

  func buildRatings(for session: AuthSession, router: any RatingsRouter) -> any Screen {
    ratingsRouter = router
    return screen("ratings of \(session.user.username)")
  }
}

extension FakeFeatureBuilders: MatchScreensBuilding, GatherBuilding {
  func buildConfirmPlayers(
    _ players: [Player], for session: AuthSession, router: any ConfirmPlayersRouter
  ) -> any Screen {
    confirmPlayersRouter = router
    teamsScreensBuilt += 1
    return screen("teams of \(players.map(\.name).joined(separator: ", "))")
  }

  func buildRatingChanges(for session: AuthSession) -> any RatingChangesInput {
    StubRatingChanges(journal: journal)
  }

  func buildGather(_ gather: Gather, for session: AuthSession, router: any GatherRouter)
    -> any Screen
  {
    gatherRouter = router
    return screen("match")
  }

  func buildGather(
    resuming snapshot: MatchSnapshot, for session: AuthSession, router: any GatherRouter
  ) -> any Screen {
    gatherRouter = router
    return screen("unfinished match")
  }
}

extension FakeFeatureBuilders: HistoryScreensBuilding {
  func buildHistory(for session: AuthSession, router: any HistoryRouter) -> any Screen {
    historyRouter = router
    return screen("history of \(session.user.username)")
  }

  func buildAttendance(for session: AuthSession, router: any AttendanceRouter) -> any Screen {
    attendanceRouter = router
    return screen("attendance of \(session.user.username)")
  }
}

/// Writes nothing; records in the journal that the rating changes of a gather were shown.
@MainActor
final class StubRatingChanges: RatingChangesInput {
  private let journal: FlowJournal

  init(journal: FlowJournal) {
    self.journal = journal
  }

  func showChanges(after gather: Gather) async {
    journal.record("rating changes of a gather of \(gather.players.count) players")
  }
}

/// In-memory services for every session, and the session kept from an earlier run.
struct FakeBackend: Backend {
  let auth = FakeAuthService()
  let players = FakePlayerService()
  let gathers = FakeGatherService()
  let snapshots = FakeMatchSnapshotService()
  let drafts = FakeTeamDraftService()
  var savedSession: AuthSession?

  var label: String { "in memory" }
  var authService: any AuthService { auth }
  var preferencesService: any LoginPreferencesService { auth }
  func playerService(for session: AuthSession) -> any PlayerService { players }
  func gatherService(for session: AuthSession) -> any GatherService { gathers }
  func matchResultService(for session: AuthSession) -> any MatchResultService { gathers }
  func matchSnapshotService(for session: AuthSession) -> any MatchSnapshotService { snapshots }
  func teamDraftService(for session: AuthSession) -> any TeamDraftService { drafts }
  func restoredSession() async -> AuthSession? { savedSession }
  func reportingExpiredSessions(to handler: @escaping @Sendable (AuthSession) async -> Void)
    -> any Backend
  { self }
}

extension AuthSession {
  static let alice = AuthSession(user: User(id: UUID(), username: "alice"))
}

extension MatchSnapshot {
  /// A match left in its first half (the flows never look inside it).
  static let unfinished = MatchSnapshot(
    gatherID: UUID(), players: [], goals: [],
    timer: MatchTimerState(
      plan: .standard, stage: 0, remainingMilliseconds: 60_000, wasRunning: false))
}
