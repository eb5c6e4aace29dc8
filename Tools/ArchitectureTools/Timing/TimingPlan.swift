/// Runs the measurements of `archtool timing`: N clean builds, N null builds, and N
/// incremental builds after touching each chosen file.
public struct TimingPlan: Sendable {
  public var runs: Int
  /// Files to touch, relative to the root.
  public var touches: [String]
  /// Append a public declaration instead of only touching (an interface change), and
  /// restore the file afterwards.
  public var editsInterface: Bool

  /// Creates a plan.
  public init(runs: Int, touches: [String], editsInterface: Bool = false) {
    self.runs = runs
    self.touches = touches
    self.editsInterface = editsInterface
  }

  /// The default files to touch: the first feature Presenter, the first Domain file and
  /// the first composition-root file that exist under `root`.
  public static func defaultTouches(root: String, fileSystem: any FileSystem) throws -> [String] {
    let patterns = [
      "Modules/Features/*/*Presenter.swift", "Modules/Kernel/Domain/*.swift",
      "Modules/Composition/*/*.swift",
    ]
    let files = try fileSystem.filesRecursively(under: root + "/Modules").map { "Modules/" + $0 }
    return patterns.compactMap { pattern in files.first { GlobPattern(pattern).matches($0) } }
  }

  /// Measures with `timer`; `progress` hears about each build as it starts.
  public func measure(
    with timer: BuildTimer, fileSystem: any FileSystem, progress: (String) -> Void
  ) throws -> [TimingMeasurement] {
    var clean = TimingMeasurement(name: "clean build", runs: [])
    for run in 1...runs {
      progress("clean build \(run)/\(runs)")
      try timer.clean()
      clean.runs.append(try timer.build())
    }
    var null = TimingMeasurement(name: "null build", runs: [])
    for run in 1...runs {
      progress("null build \(run)/\(runs)")
      null.runs.append(try timer.build())
    }
    var measurements = [clean, null]
    for path in touches {
      measurements.append(
        try measure(path, with: timer, fileSystem: fileSystem, progress: progress))
    }
    return measurements
  }

  /// N builds after touching or editing `path`; an edit is undone afterwards and the
  /// undo built (unmeasured), so the next file starts from a settled build.
  func measure(
    _ path: String, with timer: BuildTimer, fileSystem: any FileSystem,
    progress: (String) -> Void
  ) throws -> TimingMeasurement {
    let verb = editsInterface ? "edit" : "touch"
    var measurement = TimingMeasurement(name: "\(verb) \(path)", runs: [])
    let file = timer.root + "/" + path
    let original = editsInterface ? try fileSystem.readFile(atPath: file) : ""
    for run in 1...runs {
      progress("\(verb) \(path) \(run)/\(runs)")
      do {
        if editsInterface {
          try fileSystem.writeFile(atPath: file, contents: original + Self.probe(run))
        } else {
          try fileSystem.touch(atPath: file)
        }
        measurement.runs.append(try timer.build())
      } catch {
        if editsInterface { try? fileSystem.writeFile(atPath: file, contents: original) }
        throw error
      }
    }
    if editsInterface {
      try fileSystem.writeFile(atPath: file, contents: original)
      progress("undo the edit of \(path)")
      _ = try timer.build()
    }
    return measurement
  }

  /// A new public declaration: it changes the module's interface, as adding API does.
  static func probe(_ run: Int) -> String {
    "\n/// Added by `archtool timing --edit`; removed when the measurement ends.\n"
      + "public enum ArchtoolTimingProbe\(run) {}\n"
  }
}
