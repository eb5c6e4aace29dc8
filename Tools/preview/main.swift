import FeaturePreviews
import Foundation
import LineUI

// `swift run preview <Feature>`: one feature's screen alone, over in-memory services with
// seeded data (Tools/FeaturePreviews). Ends at `quit` or the end of input.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let console = Console(
  input: StandardInput(), output: StandardOutput.output,
  style: .forTerminal(isTerminal: StandardOutput.output.isTerminal, environment: environment),
  skipsLeadingBlankLine: true)
let preview = FeaturePreview(console: console, clock: ContinuousClock())
guard arguments.count == 1, let screen = preview.screen(of: arguments[0]) else {
  StandardOutput.error.write(
    "usage: preview FEATURE, one of: \(FeaturePreview.names.joined(separator: ", "))\n")
  exit(2)
}
let stack = ScreenStack(console: console)
await stack.push(screen)
await stack.run()
