import Testing

// The login screen's behaviours, one tag each, named after the behaviour suite's scenarios
// (Tests/PatternBehaviourTests/LoginBehaviourTests.swift). A test that shows one of them
// carries its tag; docs/PATTERNS.md's behaviour matrix reads the tags from the test sources.

extension Tag {
  /// The screen says where accounts live and lists its commands; an unknown word is one error.
  @Tag public static var loginSaysWhatToType: Self
  /// The right password greets the user by name and opens their player list.
  @Tag public static var loginRightPasswordHandsOver: Self
  /// A wrong password or an empty username is one error, and the login screen stays.
  @Tag public static var loginWrongPasswordStays: Self
  /// The remembered username is offered as the default, and `remember on|off` turns it on or off.
  @Tag public static var loginRemembersTheUsername: Self
  /// `register` refuses a taken name, a short password and passwords that differ, then logs in.
  @Tag public static var loginRegisterChecksThenLogsIn: Self
  /// Input that ends in the middle of registering creates no account.
  @Tag public static var loginEndOfInputCreatesNoAccount: Self
  /// A saved session goes straight to the player list, saying who is logged in.
  @Tag public static var loginKeptSessionGoesStraightIn: Self
  /// Logging out ends the session and says so.
  @Tag public static var loginLoggingOutSaysSo: Self
}
