import Domain

extension GatherInteractor {
  /// Writes the match's snapshots one after another, in the order they were made, so a
  /// slow write can never overwrite a newer one. Once closed (the match ended, was
  /// discarded or left), it writes nothing more.
  ///
  /// A helper of the Gather interactor around the `MatchSnapshotService` it was given.
  @MainActor
  final class SnapshotWriter {
    private let service: any MatchSnapshotService
    private var lastWrite: Task<Result<Void, FootballGatherError>, Never>?
    private(set) var isClosed = false

    init(service: any MatchSnapshotService) {
      self.service = service
    }

    /// Saves `snapshot` after every write already under way.
    func write(_ snapshot: MatchSnapshot) async throws(FootballGatherError) {
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
    func close() async {
      isClosed = true
      _ = await lastWrite?.value
    }

    /// Closes the writer and forgets the saved match.
    func discard() async throws(FootballGatherError) {
      await close()
      try await service.discardSnapshot()
    }
  }
}
