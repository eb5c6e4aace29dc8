import ArchitectureTools
import Foundation

// The executable is thin: it hands real streams, files, processes and clocks to the library.
let environment = ToolEnvironment(
  fileSystem: LocalFileSystem(), processRunner: SystemProcessRunner(), time: SystemTime(),
  output: StandardStream.output, errorOutput: StandardStream.error,
  variables: ProcessInfo.processInfo.environment,
  currentDirectory: FileManager.default.currentDirectoryPath)
exit(ArchTool(environment: environment).run(Array(CommandLine.arguments.dropFirst())))
