/// The match history as a file: every ended gather as CSV or JSON text, for History's
/// `export csv|json [FILE]`.
///
/// Declared in Domain, like `RosterFileCoding`, so the History feature depends on the idea,
/// not on a format's writer; Infrastructure's `RosterFiles` implements it
/// (`HistoryFileCodec`) and the composition root hands it to the feature's builder. Pure:
/// no file is read or written.
public protocol HistoryFileCoding: Sendable {
  /// The gathers as `format` text, in the order given (History's: newest first).
  func encode(_ gathers: [Gather], as format: RosterFormat) throws(FootballGatherError)
    -> String
}
