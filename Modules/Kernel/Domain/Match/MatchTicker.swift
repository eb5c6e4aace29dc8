/// The running timer's task: it sleeps on the match clock until each deadline its tick
/// returns, and decides what the user should see after each tick.
///
/// The next wake-up is reckoned from the moment of the last tick, not from whenever the
/// loop gets to run again, so a second that passed while the tick was saving is still
/// announced. It stops when the tick returns `nil`, when it is stopped, or when it is
/// started again. Who owns it and who hears its reports is each screen's pattern
/// (an interactor in VIPER, a view model in MVVM, ...); when it wakes is a rule.
@MainActor
public final class MatchTicker {
  /// What one tick should show.
  public enum Report: Equatable, Sendable {
    /// The clock passed the end of one or more stages (the countdown starts again).
    case passed([MatchTimer.Event])
    /// The time left reached a full minute or one of the last ten seconds.
    case timeLeft
  }

  private let clock: MatchClock
  private var task: Task<Void, Never>?
  private var announcer = CountdownAnnouncer(showing: 0)

  public init(clock: MatchClock) {
    self.clock = clock
  }

  /// Starts ticking at `first` with the screen showing `seconds`; each `tick` returns
  /// when to tick next.
  public func start(
    showing seconds: Int, first: Duration?, tick: @escaping @MainActor () async -> Duration?
  ) {
    task?.cancel()
    announcer = CountdownAnnouncer(showing: seconds)
    task = Task { [clock] in
      var wake = first
      while let deadline = wake {
        do { try await clock.sleep(until: deadline) } catch { return }
        wake = await tick()
      }
    }
  }

  /// Stops the task; nothing more is reported.
  public func stop() {
    task?.cancel()
    task = nil
  }

  /// What the user should see after one tick that passed `events` and left the screen
  /// showing `seconds`: the stages passed, the time left, or nothing.
  public func report(_ events: [MatchTimer.Event], showing seconds: Int) -> Report? {
    if !events.isEmpty {
      announcer = CountdownAnnouncer(showing: seconds)
      return .passed(events)
    }
    return announcer.announcement(showing: seconds) != nil ? .timeLeft : nil
  }
}
