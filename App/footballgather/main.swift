import AppComposition
import Foundation
import LineUI

// The app target is thin: it hands the real process environment to the composition root.
let environment = ProcessInfo.processInfo.environment
let app = FootballGatherApp(
  environment: environment,
  homeDirectory: FileManager.default.homeDirectoryForCurrentUser.path,
  input: StandardInput(),
  output: StandardOutput.output,
  errorOutput: StandardOutput.error,
  style: .forTerminal(isTerminal: StandardOutput.output.isTerminal, environment: environment))
exit(await app.run(arguments: Array(CommandLine.arguments.dropFirst())))
