import AppComposition
import Foundation
import LocalStore

/// Runs the scripted session against one fixture and times every use case, app and raw.
struct Runner {
  let fixture: Fixture
  let repeats: Int
  let directory: String

  func measure() async throws -> [Measurement] {
    let raw = try RawSQLite(path: fixture.path)
    let owner = try fixture.owner()
    var best: [String: Measurement] = [:]
    var order: [String] = []
    for run in 0..<repeats {
      // The teams a run leaves picked are offered back at the next login (teams kept until
      // played), which would answer the script's next line: each run starts without them.
      try raw.execute("DELETE FROM settings WHERE key LIKE 'teams.%'")
      let steps = Script(fixture: fixture, owner: owner, run: run).steps
      for measurement in try await session(steps) {
        if best[measurement.useCase] == nil { order.append(measurement.useCase) }
        if let known = best[measurement.useCase],
          known.appMilliseconds <= measurement.appMilliseconds, !measurement.failed
        {
          continue
        }
        best[measurement.useCase] = measurement
      }
    }
    let steps = Script(fixture: fixture, owner: owner, run: 0).steps
    for step in steps {
      guard let name = step.name, let query = step.raw else { continue }
      var fastest = Double.infinity
      for _ in 0..<repeats {
        let started = ContinuousClock.now
        try query(raw)
        fastest = min(fastest, (ContinuousClock.now - started).seconds * 1_000)
      }
      best[name]?.rawMilliseconds = fastest
    }
    return order.compactMap { best[$0] }
  }

  /// One app run over the whole script: the time and output of each timed step.
  @MainActor
  private func session(_ steps: [Step]) async throws -> [Measurement] {
    let sink = CountingSink()
    let input = TimedInput(steps.flatMap(\.lines), sink: sink)
    let app = FootballGatherApp(
      environment: [:], homeDirectory: directory, input: input, output: sink,
      errorOutput: sink, passwordHasher: BcryptPasswordHasher(), makeSeed: { 7 })
    var timed: [(name: String, first: Int, end: Int)] = []
    var index = 0
    for step in steps {
      if let name = step.name { timed.append((name, index, index + step.lines.count)) }
      index += step.lines.count
    }
    var measurements: [Measurement] = []
    let status = await app.run(arguments: ["--db", fixture.path])
    guard status == 0 else {
      throw BenchError("the app ended with status \(status); last output:\n\(sink.tail)")
    }
    for step in timed {
      guard let start = input.mark(at: step.first), let end = input.mark(at: step.end) else {
        throw BenchError(
          "the app stopped reading before '\(step.name)'; last output:\n\(sink.tail)")
      }
      measurements.append(
        Measurement(
          scale: fixture.scale.label, useCase: step.name,
          appMilliseconds: (end.at - start.at).seconds * 1_000, rawMilliseconds: nil,
          peakMebibytes: end.peak, outputLines: end.lines - start.lines,
          failed: end.errors > start.errors))
    }
    return measurements
  }
}
