import Foundation
import LineUI

extension FootballGatherApp {
  /// The app over this process: its environment, home folder and standard streams.
  /// The only place that reaches for process-wide state; `main.swift` just calls it.
  public static func forCurrentProcess() -> FootballGatherApp {
    let environment = ProcessEnvironment.current()
    return FootballGatherApp(
      environment: environment,
      // $HOME first, as shells and XDG tools do; the account's home when it is not set.
      homeDirectory: environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        ?? FileManager.default.homeDirectoryForCurrentUser.path,
      input: StandardInput(environment: environment),
      output: StandardOutput.output.withEnvironment(environment),
      errorOutput: StandardOutput.error,
      style: .forTerminal(isTerminal: StandardOutput.output.isTerminal, environment: environment))
  }

  /// From now on SIGINT, SIGTERM and SIGHUP put the terminal back as it is now (at
  /// launch) and end the app with 130, 143 or 129. Keep the result for the app's life.
  public static func exitingOnSignals() -> ExitOnSignals {
    let signals = ExitOnSignals(restoring: .ofStandardInput())
    signals.start()
    return signals
  }
}
