/// What `fgbench` was asked to do, from its command line.
struct BenchOptions {
  /// One database size: players on the roster and ended gathers in the history.
  struct Scale {
    var players: Int
    var gathers: Int
    var label: String { "\(players / 1_000)k players, \(gathers) gathers" }
  }

  var scales: [Scale] = [
    Scale(players: 1_000, gathers: 100), Scale(players: 10_000, gathers: 1_000),
    Scale(players: 100_000, gathers: 10_000),
  ]
  var json = false
  /// Times each use case this many times and keeps the fastest run.
  var repeats = 3
  /// Rosters for the balance heuristic's gap to the exact optimum.
  var gapRosters = 40
  var directory = "/tmp/fgbench"

  static let usage = """
    usage: fgbench [--quick] [--scale PLAYERS:GATHERS]... [--format table|json] [--dir DIR]
      --quick    1,000 players and 100 gathers, one run each, 8 gap rosters (for CI)
      --scale    a database size to build and time (repeatable; default 1k:100, 10k:1000,
                 100k:10000)
    """

  static func parse(_ arguments: [String]) throws(BenchError) -> BenchOptions {
    var options = BenchOptions()
    var customScales: [Scale] = []
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--quick":
        options.scales = [Scale(players: 1_000, gathers: 100)]
        options.repeats = 1
        options.gapRosters = 8
      case "--format":
        guard let format = words.popFirst(), ["table", "json"].contains(format) else {
          throw BenchError("--format takes 'table' or 'json'")
        }
        options.json = format == "json"
      case "--dir":
        guard let directory = words.popFirst() else { throw BenchError("--dir takes a folder") }
        options.directory = directory
      case "--scale":
        let parts = words.popFirst()?.split(separator: ":").compactMap { Int($0) } ?? []
        guard parts.count == 2, parts[0] >= 100, parts[1] >= 1 else {
          throw BenchError("--scale takes PLAYERS:GATHERS, at least 100 players, e.g. 10000:1000")
        }
        customScales.append(Scale(players: parts[0], gathers: parts[1]))
      case "--help", "-h": throw BenchError(usage)
      default: throw BenchError("unknown option '\(word)'\n\(usage)")
      }
    }
    if !customScales.isEmpty { options.scales = customScales }
    return options
  }
}

/// A problem that stops the benchmark, with the line it prints.
struct BenchError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
