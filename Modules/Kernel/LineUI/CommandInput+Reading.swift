extension CommandInput {
  /// The arguments as `read` reads them (a screen's argument reader that knows nothing of
  /// LineUI, such as Presentation's `GatherInput.seconds`); what it refuses becomes this line's
  /// `CommandError`, its message unchanged.
  public func reading<Value>(_ read: ([String]) throws -> Value) throws(CommandError) -> Value {
    try CommandError.checking { try read(arguments) }
  }
}
