import Domain
import RosterArchiveFeature
import RosterFiles
import RosterTransferFeature

/// The two modules the player list hands jobs to, built for one command each on the
/// list's console.
extension FeatureBuilders {
  func buildRosterArchive(for session: AuthSession, router: any RosterArchiveRouter)
    -> any RosterArchiveInput
  {
    RosterArchiveBuilder(console: console, playerService: backend.playerService(for: session))
      .build(router: router)
  }

  /// The file formats are Infrastructure's (`RosterFiles`), handed in here.
  func buildRosterTransfer(for session: AuthSession, router: any RosterTransferRouter)
    -> any RosterTransferInput
  {
    RosterTransferBuilder(
      console: console, playerService: backend.playerService(for: session), files: files,
      codec: RosterFileCodec()
    ).build(router: router)
  }
}
