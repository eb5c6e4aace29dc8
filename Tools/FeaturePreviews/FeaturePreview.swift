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
import RosterFiles
import SelectionFeature
import TestSupport

/// One feature's screen built alone, over TestSupport's in-memory services seeded with
/// `PreviewSeeds`: no login, no database, no other feature.
///
/// `swift run preview PlayerList` opens the player list of six players; what the screen
/// asks of its parent (open another screen, log out) is shown as one `preview:` line.
@MainActor
public struct FeaturePreview {
  /// The features a preview can show, by the name of their module folder.
  public static let names = [
    "Login", "PlayerList", "Selection", "PlayerAdd", "PlayerDetail", "PlayerEdit",
    "ConfirmPlayers", "Gather", "History", "Ratings", "Attendance", "RosterArchive",
    "RosterTransfer",
  ]

  /// The patterns a screen of the pattern lab can be previewed in (`--pattern P`);
  /// `viper` is the feature module.
  nonisolated public static let patterns = ["mvc", "mvvm", "mvp", "mvp-c", "viper", "vip"]
  /// The screens written in every pattern (docs/PATTERNS.md).
  nonisolated public static let patternScreens = ["Login", "PlayerDetail", "Gather"]

  private let console: Console
  private let listener: PreviewListener
  private let clock: any Clock<Duration>
  private let players = FakePlayerService(players: PreviewSeeds.players)
  private let gathers = FakeGatherService(gathers: PreviewSeeds.gathers)
  private let snapshots = FakeMatchSnapshotService()
  private let drafts = FakeTeamDraftService()

  /// - Parameter clock: the match clock of the Gather preview (`ContinuousClock()` when run).
  public init(console: Console, clock: any Clock<Duration>) {
    self.console = console
    self.listener = PreviewListener(console: console)
    self.clock = clock
  }

  /// The screen of the feature called `name` (any case), or `nil` for a name not in `names`.
  public func screen(of name: String) -> (any Screen)? {
    switch Self.names.first(where: { $0.lowercased() == name.lowercased() }) {
    case "Login": login()
    case "PlayerList", "RosterArchive", "RosterTransfer": playerList()
    case "Selection":
      SelectionBuilder(console: console, playerService: players, draftService: drafts)
        .build(username: PreviewSeeds.session.user.username, router: listener)
    case "PlayerAdd":
      PlayerAddBuilder(console: console, playerService: players).build(router: listener)
    case "PlayerDetail":
      PlayerDetailBuilder(console: console, gatherService: gathers, playerService: players)
        .build(player: PreviewSeeds.players[2], router: listener).screen
    case "PlayerEdit":
      PlayerEditBuilder(console: console, playerService: players)
        .build(player: PreviewSeeds.players[2], field: .skill, router: listener)
    case "ConfirmPlayers":
      ConfirmPlayersBuilder(
        console: console, gatherService: gathers, snapshotService: snapshots,
        draftService: drafts, makeSeed: { 42 }
      ).build(players: PreviewSeeds.players, router: listener)
    case "Gather":
      GatherBuilder(
        console: console, clock: clock, gatherService: gathers, playerService: players,
        resultService: gathers, snapshotService: snapshots
      ).build(gather: PreviewSeeds.startedGather, router: listener)
    case "History":
      HistoryBuilder(
        console: console, gatherService: gathers, playerService: players, resultService: gathers,
        files: InMemoryTextFiles(), codec: HistoryFileCodec(),
        formatDate: { $0.formatted(.iso8601.year().month().day()) }
      ).build(router: listener)
    case "Ratings":
      RatingsBuilder(
        console: console, gatherService: gathers, playerService: players,
        formatDate: { $0.formatted(.iso8601.year().month().day()) }
      ).build(router: listener)
    case "Attendance":
      AttendanceBuilder(console: console, gatherService: gathers, playerService: players)
        .build(router: listener)
    default: nil
    }
  }

  /// The screen of the feature called `name` written in `pattern` (`mvvm`), over the
  /// same seeds; `nil` for a name or pattern not in `patternScreens` and `patterns`.
  /// A variant's detail screen pushes its edit screen onto `stack` itself.
  public func screen(of name: String, pattern: String, stack: ScreenStack) -> (any Screen)? {
    let pattern = pattern.lowercased()
    guard pattern != "viper" else { return screen(of: name) }
    return PatternPreview(
      console: console, listener: listener, navigation: PreviewNavigation(stack: stack),
      players: players, gathers: gathers, snapshots: snapshots, clock: clock
    ).screen(of: name, pattern: pattern)
  }

  /// The player list, whose `archived`, `restore`, `merge`, `export` and `import` run the
  /// RosterArchive and RosterTransfer modules (which have no screen of their own).
  private func playerList() -> any Screen {
    let flow = PreviewRosterFlow(
      console: console, listener: listener, players: players, files: InMemoryTextFiles())
    listener.keep(flow)
    let list = PlayerListBuilder(
      console: console, playerService: players, snapshotService: snapshots,
      draftService: drafts
    ).build(username: PreviewSeeds.session.user.username, router: flow)
    flow.list = list.input
    return list.screen
  }

  /// The login screen with one account, `preview` / `preview-pw`.
  private func login() -> any Screen {
    let auth = FakeAuthService(accounts: [PreviewSeeds.credentials])
    return LoginBuilder(
      console: console, authService: auth, preferencesService: auth,
      savedSessions: NoSavedSession()
    ).build(backendLabel: "preview: in memory, account preview / preview-pw", router: listener)
      .screen
  }
}
