/// How a transaction takes its lock.
enum TransactionKind {
  /// Reads: the lock is taken by the first statement.
  case deferred
  /// Changes: the write lock is taken at `BEGIN`, so no other writer can slip in between.
  case immediate
}
