import AppComposition
import Foundation

// The app target is thin: the composition root builds everything from the process.
let app = FootballGatherApp.forCurrentProcess()
// A signal that ends the app restores the terminal first and exits 128 + its number.
let signals = FootballGatherApp.exitingOnSignals()
exit(await app.run(arguments: Array(CommandLine.arguments.dropFirst())))
