import AppComposition
import Foundation

// The app target is thin: the composition root builds everything from the process.
let app = FootballGatherApp.forCurrentProcess()
exit(await app.run(arguments: Array(CommandLine.arguments.dropFirst())))
