import Domain
import LineUI
import PlayerListFeature
import RosterArchiveFeature
import RosterTransferFeature

/// Builds a user's roster modules: the player list, which `RosterFlow` shows first, and
/// the two modules it hands jobs to on the list's console (the archive, the transfer).
@MainActor
protocol PlayerListBuilding {
  func buildPlayerList(for session: AuthSession, router: any PlayerListRouter)
    -> PlayerListModule
  /// `archived`, `restore N` and `merge N M`.
  func buildRosterArchive(for session: AuthSession, router: any RosterArchiveRouter)
    -> any RosterArchiveInput
  /// `export` and `import`.
  func buildRosterTransfer(for session: AuthSession, router: any RosterTransferRouter)
    -> any RosterTransferInput
}
