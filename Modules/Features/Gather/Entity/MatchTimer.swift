import Domain

/// The match timer. An Entity of the Gather module, and the heart of it.
///
/// It never counts ticks: while running it keeps the deadline of the current stage on the
/// match clock's time line, and the time left is `deadline - now` whenever it is asked.
/// A process that was suspended or busy therefore still ends each stage on time.
struct MatchTimer: Equatable, Sendable {
  enum Countdown: Equatable, Sendable {
    /// Stopped or paused with this much left in the current stage.
    case paused(remaining: Duration)
    /// Running; the current stage ends at `deadline` on the match clock.
    case running(deadline: Duration)
    /// The last stage has ended.
    case finished
  }

  /// What happened when the clock passed the end of a stage.
  enum Event: Equatable, Sendable {
    case periodEnded(Int)
    case breakStarted(Duration)
    case breakEnded
    /// The next period waits for `start`.
    case periodReady(Int)
    case timeUp
  }

  /// Why the timer refuses a change. The presenter words it with the command to type.
  enum Refusal: Equatable, Sendable {
    case alreadyRunning
    case timeIsUp
    case notRunning
    case runningWhilePlanChanges

    /// What is wrong, without the way out (that is the view's vocabulary).
    var error: FootballGatherError {
      switch self {
      case .alreadyRunning: .invalidInput("the timer is already running")
      case .timeIsUp: .invalidInput("time is up")
      case .notRunning: .invalidInput("the timer is not running")
      case .runningWhilePlanChanges: .invalidInput("the timer is running")
      }
    }
  }

  /// The plan the timer was last set to; `stop` goes back to its start.
  private(set) var plan: MatchPlan
  private(set) var stageIndex = 0
  private(set) var countdown: Countdown

  init(plan: MatchPlan = .standard) {
    self.plan = plan
    countdown = .paused(remaining: plan.stages[0].length)
  }

  /// The timer as it was saved, paused wherever it was.
  init(state: MatchTimerState) {
    plan = state.plan
    guard plan.stages.indices.contains(state.stage), state.remainingMilliseconds > 0 else {
      stageIndex = max(0, plan.stages.count - 1)
      countdown = .finished
      return
    }
    stageIndex = state.stage
    countdown = .paused(remaining: .milliseconds(state.remainingMilliseconds))
  }

  var stage: MatchStage { plan.stages[stageIndex] }
  var isRunning: Bool { if case .running = countdown { true } else { false } }
  var isFinished: Bool { countdown == .finished }
  /// Whether the match clock has moved since the plan was set or the timer stopped.
  var hasStarted: Bool { stageIndex > 0 || countdown != .paused(remaining: stage.length) }

  func remaining(at now: Duration) -> Duration {
    switch countdown {
    case .paused(let remaining): remaining
    case .running(let deadline): max(.zero, deadline - now)
    case .finished: .zero
    }
  }

  /// The playing time so far: the periods already played and the part of this one.
  func elapsedPlay(at now: Duration) -> Duration {
    let stages = plan.stages
    let played = stages[..<stageIndex].filter(\.isPeriod).map(\.length).reduce(.zero, +)
    return stage.isPeriod ? played + stage.length - remaining(at: now) : played
  }

  /// Why `start` would be refused now, or `nil` when the timer can start.
  var startRefusal: Refusal? {
    switch countdown {
    case .running: .alreadyRunning
    case .finished: .timeIsUp
    case .paused: nil
    }
  }

  /// Why `pause` would be refused now, or `nil` when the timer can pause.
  var pauseRefusal: Refusal? { isRunning ? nil : .notRunning }

  /// Why `setPlan` would be refused now, or `nil` when a new plan can be set.
  var planRefusal: Refusal? { isRunning ? .runningWhilePlanChanges : nil }

  /// Starts or resumes the countdown of the current stage.
  mutating func start(at now: Duration) throws(FootballGatherError) {
    if let startRefusal { throw startRefusal.error }
    if case .paused(let remaining) = countdown { countdown = .running(deadline: now + remaining) }
  }

  mutating func pause(at now: Duration) throws(FootballGatherError) {
    if let pauseRefusal { throw pauseRefusal.error }
    // Whole milliseconds, as a snapshot keeps them: a paused match shows the same time
    // before and after a restart, and a timer paused at once still counts as started.
    countdown = .paused(remaining: .milliseconds(remaining(at: now).wholeMilliseconds))
  }

  /// Back to the start of the plan last set (not to the default).
  mutating func stop() {
    stageIndex = 0
    countdown = .paused(remaining: stage.length)
  }

  /// Sets a new plan and stops on its start; refused while running.
  mutating func setPlan(_ newPlan: MatchPlan) throws(FootballGatherError) {
    if let planRefusal { throw planRefusal.error }
    plan = newPlan
    stop()
  }

  /// Moves past every stage whose end `now` has reached; a break runs on by itself,
  /// a period after a break waits for `start`. Returns what happened, in order.
  mutating func update(at now: Duration) -> [Event] {
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
  func nextTick(at now: Duration) -> Duration? {
    guard case .running(let deadline) = countdown else { return nil }
    let seconds = remaining(at: now).wholeSecondsRoundedUp
    return seconds <= 1 ? deadline : deadline - .seconds(seconds - 1)
  }

  /// The timer as saved in a snapshot.
  func state(at now: Duration) -> MatchTimerState {
    MatchTimerState(
      plan: plan, stage: stageIndex,
      remainingMilliseconds: Int(remaining(at: now).wholeMilliseconds),
      wasRunning: isRunning)
  }
}
