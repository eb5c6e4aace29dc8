import FeaturePreviews
import Foundation
import LineUI

// `swift run preview <Feature> [--pattern P]`: one feature's screen alone, over in-memory
// services with seeded data (Tools/FeaturePreviews); with `--pattern`, a screen of the
// pattern lab written in that pattern (docs/PATTERNS.md). Ends at `quit` or the end of
// input.
var arguments = Array(CommandLine.arguments.dropFirst())
var pattern = "viper"
if let flag = arguments.firstIndex(of: "--pattern"), flag + 1 < arguments.count {
  pattern = arguments[flag + 1]
  arguments.removeSubrange(flag...(flag + 1))
}
let environment = ProcessInfo.processInfo.environment
let console = Console(
  input: StandardInput(), output: StandardOutput.output,
  style: .forTerminal(isTerminal: StandardOutput.output.isTerminal, environment: environment),
  skipsLeadingBlankLine: true)
let stack = ScreenStack(console: console)
let preview = FeaturePreview(console: console, clock: ContinuousClock())
guard arguments.count == 1,
  let screen = preview.screen(of: arguments[0], pattern: pattern, stack: stack)
else {
  StandardOutput.error.write(
    "usage: preview FEATURE [--pattern P], FEATURE one of: "
      + FeaturePreview.names.joined(separator: ", ") + "; with --pattern ("
      + FeaturePreview.patterns.joined(separator: ", ") + "), one of: "
      + FeaturePreview.patternScreens.joined(separator: ", ") + "\n")
  exit(2)
}
await stack.push(screen)
await stack.run()
