import Domain

extension SQLiteConnection {
  /// Runs `body` in one transaction: committed if it returns, rolled back if anything throws
  /// (including the `COMMIT` itself).
  func transaction<T>(
    _ kind: TransactionKind, _ body: (SQLiteConnection) throws(FootballGatherError) -> T
  ) throws(FootballGatherError) -> T {
    switch kind {
    case .deferred: try execute("BEGIN DEFERRED")
    case .immediate: try execute("BEGIN IMMEDIATE")
    }
    do {
      let result = try body(self)
      try execute("COMMIT")
      return result
    } catch {
      rollBack()
      throw error
    }
  }

  /// Rolls back the open transaction, if SQLite has not already done so.
  private func rollBack() {
    guard isInTransaction else { return }
    _ = try? execute("ROLLBACK")
  }
}
