import Domain

/// The real roster file formats: `RosterCodec`'s hand-written CSV scanner and JSON reader
/// behind Domain's `RosterFileCoding`, which the composition root hands to the features.
public struct RosterFileCodec: RosterFileCoding {
  /// A codec; it keeps no state.
  public init() {}

  /// The players as `format` text, in roster order.
  public func encode(_ players: [Player], as format: RosterFormat)
    throws(FootballGatherError) -> String
  {
    try RosterCodec.encode(players, as: format)
  }

  /// The players of `text`, checked, and the headings left out; every bad row is thrown.
  public func decode(_ text: String, as format: RosterFormat) throws(RosterFileError)
    -> (drafts: [PlayerDraft], ignored: [String])
  {
    try RosterCodec.contents(of: text, as: format)
  }
}
