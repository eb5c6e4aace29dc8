/// The timer is a fact of the pitch, not of the screen: a match whose timer runs goes on
/// running when its screen is left (`back`, `quit`, the end of input) or the app is killed,
/// and the next screen that opens it says what passed meanwhile. Every screen that runs a
/// match (the Gather feature and its pattern variants) saves, leaves and reopens it through
/// these, so the rule is written once.
extension Match {
  /// The match as saved at `clock`'s now. On a shared time line (`MatchClock.sharesTimeLine`,
  /// the app's clock) a running timer is saved with the moment, so it runs on without a
  /// screen; a kill between two saves loses nothing of the time.
  public func snapshot(on clock: MatchClock) -> MatchSnapshot {
    snapshot(at: clock.now, runsOn: clock.sharesTimeLine)
  }

  /// The match screen is left with the match unfinished: on a shared time line a running
  /// timer runs on (its snapshot carries the moment); on a time line of one screen's own
  /// nobody could catch it up, so it pauses.
  public mutating func leave(on clock: MatchClock) {
    guard timer.isRunning, !clock.sharesTimeLine else { return }
    try? timer.pause(at: clock.now)
  }

  /// A match saved with its timer running, brought up to `clock`'s now: how long it ran
  /// without a screen and the stages that ended meanwhile; `nil` when it was not running.
  /// A moment saved on another time line (the machine restarted since) cannot be compared:
  /// the timer is paused where it was saved, and `nil` is returned.
  public mutating func catchUp(on clock: MatchClock) -> MatchTimer.Away? {
    timer.catchUp(at: clock.now)
  }
}
