/// How long a test waits for something that is sure to come before it calls it a hang.
///
/// No test measures how fast the machine is. A test waits for an event (a line on a
/// terminal, a child process's output, an answer from a server on loopback) for as long
/// as it takes; these bounds exist only so that a real hang (a deadlock, a child that
/// never prints) ends in a failure naming what was awaited instead of a run that never
/// ends. They are minutes, far beyond the slowest loaded run (the whole suite takes about
/// a minute of CPU), so a busy machine never reaches them.
///
/// Swift Testing's `.timeLimit` is not used: the suite runs its tests in parallel, so a
/// test's time counts every other test it waits behind (the main actor, the two threads
/// of the cooperative pool on two cores), and on a busy machine hundreds of correct tests
/// passed their one-minute limit at once (issue 35).
public enum HangGuard {
  /// Seconds of silence after which a wait on a terminal or a child process gives up.
  public static let silenceSeconds = 600

  /// The same, in milliseconds, for `poll`.
  public static var silenceMilliseconds: Int32 { Int32(silenceSeconds * 1_000) }

  /// The request deadline, in seconds, for tests whose server on loopback always
  /// answers: only a hang reaches it. Tests of the deadline itself use a test clock.
  public static let loopbackSeconds: Double = 600
}
