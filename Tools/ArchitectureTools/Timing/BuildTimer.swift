/// Runs `swift build` in its own scratch folder with compiler statistics switched on.
///
/// The scratch folder (`.build/archtool-timing`) keeps these builds apart from the
/// developer's `.build`; the statistics folder keeps the same path for every build (a
/// new path would change the compiler flags and force a full rebuild) and is emptied
/// before each one.
public struct BuildTimer: Sendable {
  let root: String
  let configuration: String
  let fileSystem: any FileSystem
  let processRunner: any ProcessRunning
  let time: any TimeSource

  /// Creates a timer for the package at `root`.
  public init(
    root: String, configuration: String = "debug", fileSystem: any FileSystem,
    processRunner: any ProcessRunning, time: any TimeSource
  ) {
    self.root = root
    self.configuration = configuration
    self.fileSystem = fileSystem
    self.processRunner = processRunner
    self.time = time
  }

  public var scratchPath: String { root + "/.build/archtool-timing" }
  var statsPath: String { root + "/.build/archtool-timing-stats" }

  /// Removes the scratch folder, so the next build starts clean.
  public func clean() throws {
    try fileSystem.removeItem(atPath: scratchPath)
  }

  /// Builds once and measures it.
  public func build() throws -> BuildRun {
    try fileSystem.removeItem(atPath: statsPath)
    try fileSystem.createDirectory(atPath: statsPath)
    let arguments = [
      "swift", "build", "--configuration", configuration, "--scratch-path", scratchPath,
      "-Xswiftc", "-stats-output-dir", "-Xswiftc", statsPath,
    ]
    let start = time.monotonic()
    let result = try processRunner.run(arguments, in: root)
    let elapsed = time.monotonic() - start
    guard result.status == 0 else {
      let tail = (result.errorOutput + result.output).split(separator: "\n").suffix(15)
      throw ArchToolError.process(
        "`swift build` failed, so nothing was timed:\n" + tail.joined(separator: "\n"))
    }
    let compile = try BuildStats.cpuByModule(in: statsPath, fileSystem: fileSystem)
    return BuildRun(
      seconds: Self.seconds(elapsed), rebuiltTargets: compile.keys.sorted(),
      compileSeconds: compile.mapValues { ($0 * 100).rounded() / 100 })
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return ((Double(seconds) + Double(attoseconds) / 1e18) * 100).rounded() / 100
  }
}
