import Foundation
import LineUI

extension FootballGatherApp {
  /// The app over this process: its environment, home folder and standard streams.
  /// The only place that reaches for process-wide state; `main.swift` just calls it.
  public static func forCurrentProcess() -> FootballGatherApp {
    let environment = ProcessInfo.processInfo.environment
    return FootballGatherApp(
      environment: environment,
      // $HOME first, as shells and XDG tools do; the account's home when it is not set.
      homeDirectory: environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        ?? FileManager.default.homeDirectoryForCurrentUser.path,
      input: StandardInput(),
      output: StandardOutput.output,
      errorOutput: StandardOutput.error,
      style: .forTerminal(isTerminal: StandardOutput.output.isTerminal, environment: environment))
  }
}
