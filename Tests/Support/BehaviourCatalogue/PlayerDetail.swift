import Testing

// The player detail screen's behaviours and the edit screen's it opens, one tag each, named
// after the behaviour suite's scenarios (Tests/PatternBehaviourTests/
// PlayerDetailBehaviourTests.swift). A test that shows one of them carries its tag.

extension Tag {
  /// The detail lists every field with the command that changes it, and `back` leaves.
  @Tag public static var playerDetailListsEveryField: Self
  /// `edit` without a field, a field that is not there or an unknown word is one error.
  @Tag public static var playerDetailRefusesAFieldThatIsNotThere: Self
  /// A record that cannot be read is one error, and the player's fields still show.
  @Tag public static var playerDetailUnreadableRecordIsOneError: Self
  /// A typed value is saved, and the detail shows it on return.
  @Tag public static var playerEditSavesATypedValue: Self
  /// A value that is not valid, or the current one, is refused with one line and nothing changes.
  @Tag public static var playerEditRefusesABadValue: Self
  /// A save writes only its field over the record as stored now: another client's change survives.
  @Tag public static var playerEditSavesOnlyItsField: Self
  /// A choice (team, skill, position) is picked by number, the current one marked.
  @Tag public static var playerEditPicksAChoiceByNumber: Self
  /// Leaving a changed form asks first and keeps the old value unless it was saved.
  @Tag public static var playerEditAsksBeforeLeavingAChange: Self
  /// A save the service refuses is one error, and the form stays with the new value.
  @Tag public static var playerEditRefusedSaveStaysOnTheForm: Self
}
