/// Writes a match's snapshots one after another, in the order they were made, so a slow
/// write can never overwrite a newer one. Once closed (the match ended, was discarded or
/// left), it writes nothing more.
///
/// Every screen that runs a match saves it through one of these around the
/// `MatchSnapshotService` it was given, so a crash loses the same in each.
@MainActor
public final class MatchSnapshotWriter {
  private let service: any MatchSnapshotService
  private var lastWrite: Task<Result<Void, FootballGatherError>, Never>?
  /// Whether the writer was closed: it writes nothing more.
  public private(set) var isClosed = false

  public init(service: any MatchSnapshotService) {
    self.service = service
  }

  /// Saves `snapshot` after every write already under way.
  public func write(_ snapshot: MatchSnapshot) async throws(FootballGatherError) {
    guard !isClosed else { return }
    let previous = lastWrite
    let service = service
    let write = Task { () -> Result<Void, FootballGatherError> in
      _ = await previous?.value
      do throws(FootballGatherError) {
        try await service.saveSnapshot(snapshot)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    lastWrite = write
    try await write.value.get()
  }

  /// Stops writing and waits for the writes under way.
  public func close() async {
    isClosed = true
    _ = await lastWrite?.value
  }

  /// Closes the writer and forgets the saved match.
  public func discard() async throws(FootballGatherError) {
    await close()
    try await service.discardSnapshot()
  }
}
