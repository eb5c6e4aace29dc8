import Domain
import Foundation
import Synchronization

/// What this process last knew of each user's match in progress: the snapshot version it
/// read or wrote, and the line-up its gather holds. One per `LocalStore` (one per
/// process), shared by its services, so a save can tell whether another window changed
/// the match since this one last saw it, and whether its line-up is the gather's own.
final class SnapshotLedger: Sendable {
  private let versions = Mutex<[UUID: Int]>([:])
  /// Per user: a gather and its line-up as `player_gathers` holds it.
  private let lineUps = Mutex<[UUID: LineUp]>([:])
  /// "host:pid", written with every save so another window can tell who holds the match;
  /// worked out at the first save, not at start (the host name costs Foundation's process
  /// information, 0.5 MiB resident, to a session that never plays).
  var holder: String {
    holderName.withLock { name in
      if let name { return name }
      let made = Self.thisProcess
      name = made
      return made
    }
  }
  private let holderName = Mutex<String?>(nil)

  static var thisProcess: String {
    "\(ProcessInfo.processInfo.hostName):\(ProcessInfo.processInfo.processIdentifier)"
  }

  /// The version of `owner`'s snapshot this process last read or wrote; `nil` when it
  /// has seen none (or forgot it once the match ended or was discarded).
  func version(of owner: UUID) -> Int? {
    versions.withLock { $0[owner] }
  }

  func remember(_ version: Int?, of owner: UUID) {
    versions.withLock { $0[owner] = version }
  }

  /// Notes that `gatherID`'s `player_gathers` rows are `players` (just written).
  func rememberLineUp(_ players: [GatherPlayer], of gatherID: Gather.ID, owner: UUID) {
    lineUps.withLock { $0[owner] = LineUp(gatherID: gatherID, players: players, playing: false) }
  }

  /// Notes that `players` are the Team A and Team B players of `gatherID` (just read).
  func rememberPlaying(_ players: [GatherPlayer], of gatherID: Gather.ID, owner: UUID) {
    lineUps.withLock { $0[owner] = LineUp(gatherID: gatherID, players: players, playing: true) }
  }

  /// Whether `players` are the Team A and Team B players `gatherID` holds, in their order
  /// (as last written or read by this process).
  func isGatherLineUp(_ players: [GatherPlayer], of gatherID: Gather.ID, owner: UUID) -> Bool {
    lineUps.withLock { known in
      guard let kept = known[owner], kept.gatherID == gatherID else { return false }
      if kept.playing { return kept.players == players }
      var index = 0
      for place in kept.players where place.team == .teamA || place.team == .teamB {
        guard index < players.count, players[index] == place else { return false }
        index += 1
      }
      guard index == players.count else { return false }
      // The match hands the same array to every save: compared by identity from now on.
      known[owner] = LineUp(gatherID: gatherID, players: players, playing: true)
      return true
    }
  }

  /// A gather's line-up as `player_gathers` holds it: all of it, or (`playing`) only its
  /// Team A and Team B players.
  private struct LineUp: Sendable {
    var gatherID: Gather.ID
    var players: [GatherPlayer]
    var playing: Bool
  }
}
