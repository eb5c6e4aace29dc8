extension Duration {
  /// The whole seconds a countdown shows: 4.2 s left shows as 00:05.
  public var wholeSecondsRoundedUp: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) + (attoseconds > 0 ? 1 : 0)
  }

  /// The whole milliseconds in the duration, the rest dropped.
  public var wholeMilliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000 + attoseconds / 1_000_000_000_000_000
  }
}
