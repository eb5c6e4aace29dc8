import Domain

extension GatherInteractor {
  /// The running timer's task: it sleeps on the match clock until each deadline the
  /// interactor's tick returns, and decides when the time left is announced.
  ///
  /// The next wake-up is reckoned from the moment of the last tick, not from whenever the
  /// loop gets to run again, so a second that passed while the tick was saving is still
  /// announced. It stops when the tick returns `nil`, when it is stopped, or when it is
  /// started again.
  @MainActor
  final class Ticker {
    private let clock: MatchClock
    private var task: Task<Void, Never>?
    private var announcer = CountdownAnnouncer(showing: 0)

    init(clock: MatchClock) {
      self.clock = clock
    }

    /// Starts ticking at `first` with the screen showing `seconds`; each `tick` returns
    /// when to tick next.
    func start(
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

    func stop() {
      task?.cancel()
      task = nil
    }

    /// Tells `output` what the user should see after one tick: the stages the clock
    /// passed (the countdown then starts again from `status`), or the time left when it
    /// reached an announcement point.
    func report(
      _ events: [MatchTimer.Event], status: MatchStatus, to output: any GatherInteractorOutput
    ) {
      let shown = status.remaining.wholeSecondsRoundedUp
      if !events.isEmpty {
        announcer = CountdownAnnouncer(showing: shown)
        output.timerDidPass(events, status: status)
      } else if announcer.announcement(showing: shown) != nil {
        output.timerDidAnnounce(status)
      }
    }
  }
}
