/// Decides when the running timer prints the time left: at each full minute and at each
/// of the last ten seconds. A rule of the match, shared by every screen that runs one.
///
/// It only ever announces a smaller number than the last one shown, so a wake-up that
/// comes twice at the same second prints once; after a jump (a suspended process) that
/// passed one or more announcement points, it prints the time left once.
public struct CountdownAnnouncer: Equatable, Sendable {
  private var lastShown: Int

  /// - Parameter seconds: what the screen shows now (it is not announced again).
  public init(showing seconds: Int) {
    lastShown = seconds
  }

  /// The seconds to print now that the countdown shows `seconds`, or `nil`.
  public mutating func announcement(showing seconds: Int) -> Int? {
    defer { lastShown = min(lastShown, seconds) }
    guard seconds > 0, seconds < lastShown else { return nil }
    let passedFullMinute = (lastShown - 1) / 60 >= (seconds + 59) / 60
    return seconds <= 10 || passedFullMinute ? seconds : nil
  }
}
