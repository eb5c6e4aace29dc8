/// The match timer: the heart of the match.
///
/// It never counts ticks: while running it keeps the deadline of the current stage on the
/// match clock's time line, and the time left is `deadline - now` whenever it is asked.
/// A process that was suspended or busy therefore still ends each stage on time.
///
/// The countdown is not the match clock. The match clock is the playing time of the
/// whole match, which a goal's minute reads: setting a new time (`time 5` after time's
/// up) or stopping the countdown keeps it, so goal minutes never go backwards. Only a
/// new plan set with `resettingClock` (the organiser said so) starts it again at 0.
public struct MatchTimer: Equatable, Sendable {
  /// Where the countdown of the current stage stands.
  public enum Countdown: Equatable, Sendable {
    /// Stopped or paused with this much left in the current stage.
    case paused(remaining: Duration)
    /// Running; the current stage ends at `deadline` on the match clock.
    case running(deadline: Duration)
    /// The last stage has ended.
    case finished
  }

  /// What happened when the clock passed the end of a stage.
  public enum Event: Equatable, Sendable {
    case periodEnded(Int)
    case breakStarted(Duration)
    case breakEnded
    /// The next period waits for `start`.
    case periodReady(Int)
    case timeUp
  }

  /// Why the timer refuses a change. The screen words it with the command to type.
  public enum Refusal: Equatable, Sendable {
    case alreadyRunning
    case timeIsUp
    case notRunning
    case runningWhilePlanChanges

    /// What is wrong, without the way out (that is the view's vocabulary).
    public var error: FootballGatherError {
      switch self {
      case .alreadyRunning: .invalidInput("the timer is already running")
      case .timeIsUp: .invalidInput("time is up")
      case .notRunning: .invalidInput("the timer is not running")
      case .runningWhilePlanChanges: .invalidInput("the timer is running")
      }
    }
  }

  /// The plan the timer was last set to; `stop` goes back to its start.
  public private(set) var plan: MatchPlan
  /// The index of the current stage in `plan.stages`.
  public private(set) var stageIndex = 0
  /// The countdown of the current stage.
  public private(set) var countdown: Countdown
  /// The match clock when the current plan's countdown started from its beginning: the
  /// playing time under earlier plans and countdowns of this match.
  public private(set) var playedBefore: Duration = .zero
  /// When the timer was left running on another screen (its saved moment), until
  /// `catchUp(at:)` says what happened meanwhile.
  public private(set) var leftRunningAt: Duration?

  /// What happened while nobody had the match open: how long, and the stages passed.
  public struct Away: Equatable, Sendable {
    public var length: Duration
    public var events: [Event]

    public init(length: Duration, events: [Event]) {
      self.length = length
      self.events = events
    }
  }

  /// A timer ready at the start of `plan` (ten minutes unless given).
  public init(plan: MatchPlan = .standard) {
    self.plan = plan
    countdown = .paused(remaining: plan.stages[0].length)
  }

  /// The timer as it was saved, paused wherever it was.
  public init(state: MatchTimerState) {
    plan = state.plan
    playedBefore = .milliseconds(state.playedBeforeMilliseconds)
    guard plan.stages.indices.contains(state.stage), state.remainingMilliseconds > 0 else {
      stageIndex = max(0, plan.stages.count - 1)
      countdown = .finished
      return
    }
    stageIndex = state.stage
    let remaining = Duration.milliseconds(state.remainingMilliseconds)
    countdown = .paused(remaining: remaining)
    if state.wasRunning, let left = state.leftRunningAtMilliseconds.map(Duration.milliseconds) {
      // It went on without the screen: running since then, on the shared time line.
      leftRunningAt = left
      countdown = .running(deadline: left + remaining)
    }
  }

  /// Brings a timer left running up to `now`: the stages passed since it was left, and
  /// for how long. `nil` when it was not left running. A moment after `now` comes from
  /// another time line (the machine restarted): the timer is paused where it was left.
  public mutating func catchUp(at now: Duration) -> Away? {
    guard let left = leftRunningAt else { return nil }
    leftRunningAt = nil
    guard left <= now else {
      countdown = .paused(remaining: remaining(at: left))
      return nil
    }
    return Away(length: now - left, events: update(at: now))
  }

  /// The stage the timer is in.
  public var stage: MatchStage { plan.stages[stageIndex] }
  /// Whether the countdown runs now (in a period or the break).
  public var isRunning: Bool { if case .running = countdown { true } else { false } }
  /// Whether the last stage has ended: time is up.
  public var isFinished: Bool { countdown == .finished }
  /// Whether the countdown has moved since the plan was set or the timer stopped.
  public var hasStarted: Bool { stageIndex > 0 || countdown != .paused(remaining: stage.length) }
  /// Whether the match clock has moved in this match (under this plan or an earlier one).
  public var clockHasStarted: Bool { hasStarted || playedBefore > .zero }

  /// The time left in the current stage when the match clock reads `now`.
  public func remaining(at now: Duration) -> Duration {
    switch countdown {
    case .paused(let remaining): remaining
    case .running(let deadline): max(.zero, deadline - now)
    case .finished: .zero
    }
  }

  /// The match clock: the playing time so far, under earlier plans and this one (its
  /// periods already played and the part of this one).
  public func elapsedPlay(at now: Duration) -> Duration {
    let stages = plan.stages
    let played = stages[..<stageIndex].filter(\.isPeriod).map(\.length).reduce(.zero, +)
    return playedBefore + (stage.isPeriod ? played + stage.length - remaining(at: now) : played)
  }

  /// The longest the match clock can read under this plan: `playedBefore` and every period.
  public var lastPlay: Duration {
    playedBefore + plan.stages.filter(\.isPeriod).map(\.length).reduce(.zero, +)
  }

  /// Whether setting `newPlan` should first ask to reset the match clock: a plan of
  /// periods counts them from the first half, which reads as a new match, so once the
  /// match clock has moved the organiser says whether it starts again at 0. A single time
  /// (`time 5` after time's up) is more time for the same match: it never asks.
  public func asksToResetClock(for newPlan: MatchPlan) -> Bool {
    newPlan.periods > 1 && clockHasStarted
  }

  /// Why `start` would be refused now, or `nil` when the timer can start.
  public var startRefusal: Refusal? {
    switch countdown {
    case .running: .alreadyRunning
    case .finished: .timeIsUp
    case .paused: nil
    }
  }

  /// Why `pause` would be refused now, or `nil` when the timer can pause.
  public var pauseRefusal: Refusal? { isRunning ? nil : .notRunning }

  /// Why `setPlan` would be refused now, or `nil` when a new plan can be set.
  public var planRefusal: Refusal? { isRunning ? .runningWhilePlanChanges : nil }

  /// Starts or resumes the countdown of the current stage.
  public mutating func start(at now: Duration) throws(FootballGatherError) {
    if let startRefusal { throw startRefusal.error }
    if case .paused(let remaining) = countdown { countdown = .running(deadline: now + remaining) }
  }

  /// Pauses the countdown with the time left at `now`; refused unless running.
  public mutating func pause(at now: Duration) throws(FootballGatherError) {
    if let pauseRefusal { throw pauseRefusal.error }
    // Whole milliseconds, as a snapshot keeps them: a paused match shows the same time
    // before and after a restart, and a timer paused at once still counts as started.
    countdown = .paused(remaining: .milliseconds(remaining(at: now).wholeMilliseconds))
  }

  /// The countdown back to the start of the plan last set (not to the default); the
  /// match clock keeps what was played at `now`.
  public mutating func stop(at now: Duration) {
    playedBefore = elapsedPlay(at: now)
    rewind()
  }

  /// Sets a new plan and stops on its start; refused while running. The match clock
  /// keeps what was played unless `resettingClock` (see `asksToResetClock(for:)`).
  public mutating func setPlan(_ newPlan: MatchPlan, resettingClock: Bool = false)
    throws(FootballGatherError)
  {
    if let planRefusal { throw planRefusal.error }
    // Not running, so the time left does not depend on the moment.
    playedBefore = resettingClock ? .zero : elapsedPlay(at: .zero)
    plan = newPlan
    rewind()
  }

  private mutating func rewind() {
    stageIndex = 0
    countdown = .paused(remaining: stage.length)
  }

  /// Moves past every stage whose end `now` has reached; a break runs on by itself,
  /// a period after a break waits for `start`. Returns what happened, in order.
  public mutating func update(at now: Duration) -> [Event] {
    var events: [Event] = []
    while case .running(let deadline) = countdown, deadline <= now {
      guard stageIndex + 1 < plan.stages.count else {
        countdown = .finished
        return events + [.timeUp]
      }
      events.append(stage.kind.endEvent)
      stageIndex += 1
      switch stage.kind {
      case .rest:
        countdown = .running(deadline: deadline + stage.length)
        events.append(.breakStarted(stage.length))
      case .period(let number):
        countdown = .paused(remaining: stage.length)
        events.append(.periodReady(number))
      }
    }
    return events
  }

  /// When running, the moment the time left next drops to a whole second (the stage's
  /// end at the latest): when the match clock should wake the timer again.
  public func nextTick(at now: Duration) -> Duration? {
    guard case .running(let deadline) = countdown else { return nil }
    let seconds = remaining(at: now).wholeSecondsRoundedUp
    return seconds <= 1 ? deadline : deadline - .seconds(seconds - 1)
  }

  /// The timer as saved in a snapshot.
  /// - Parameter now: the moment on the match clock the state is taken at.
  /// - Parameter runsOn: the time line is shared (`MatchClock.sharesTimeLine`), so a running
  ///   timer goes on without a screen: the moment is saved with it.
  public func state(at now: Duration, runsOn: Bool = false) -> MatchTimerState {
    MatchTimerState(
      plan: plan, stage: stageIndex,
      remainingMilliseconds: Int(remaining(at: now).wholeMilliseconds),
      wasRunning: isRunning, playedBeforeMilliseconds: Int(playedBefore.wholeMilliseconds),
      leftRunningAtMilliseconds: runsOn && isRunning ? Int(now.wholeMilliseconds) : nil)
  }
}
