/// The roster as a file: the players as CSV or JSON text, and a file's text back as checked
/// players.
///
/// Declared in Domain so the features that export and import (RosterTransfer) depend on
/// the idea, not on a format's parser; Infrastructure's `RosterFiles` implements it and the
/// composition root hands it to the feature's builder. Pure: no file is read or written.
public protocol RosterFileCoding: Sendable {
  /// The players as `format` text, in roster order.
  func encode(_ players: [Player], as format: RosterFormat) throws(FootballGatherError)
    -> String
  /// The players of `text`, each checked with `PlayerRules`, and the headings of the
  /// columns left out because they name no player field (a spreadsheet's Phone or Level).
  /// Any bad row throws them all; a file with no players is refused too.
  func decode(_ text: String, as format: RosterFormat) throws(RosterFileError)
    -> (drafts: [PlayerDraft], ignored: [String])
}
