import Domain

/// Undoing the first steps of a call made of several requests when a later one fails.
enum Compensation {
  /// Runs `undo` in a task of its own, so it still runs when the caller was cancelled.
  /// Returns the error that stopped it, or `nil` when everything was undone.
  static func run(
    _ undo: @escaping @Sendable () async throws(FootballGatherError) -> Void
  ) async -> FootballGatherError? {
    await Task {
      do throws(FootballGatherError) {
        try await undo()
        return nil
      } catch {
        return error
      }
    }.value
  }

  /// The error to report: what failed, and whether it was rolled back.
  ///
  /// `.unauthorized` stays as it is, so the app can send the user back to the login screen;
  /// a local `.storage` failure stays one; everything else is reported as `.network`.
  static func report(
    _ failure: FootballGatherError, undone: FootballGatherError?, done: String, left: String
  ) -> FootballGatherError {
    if failure == .unauthorized { return failure }
    let reason = ErrorTranslation.detail(of: failure)
    let text =
      if let undone {
        "\(reason); undoing it failed too (\(ErrorTranslation.detail(of: undone))): \(left)"
      } else {
        "\(reason); \(done) (rolled back)"
      }
    if case .storage = failure { return .storage(text) }
    return .network(text)
  }
}
