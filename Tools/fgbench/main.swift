import Foundation
import LocalStore

// fgbench: times every use case of the app in-process against the raw SQL underneath.
// See docs/PERFORMANCE.md for a full run and how to read it.

func bcryptTimes() throws -> BenchReport.Bcrypt {
  let hasher = BcryptPasswordHasher()
  var started = ContinuousClock.now
  let hash = try hasher.hash(Fixture.password)
  let hashTime = (ContinuousClock.now - started).seconds * 1_000
  started = ContinuousClock.now
  guard hasher.verify(Fixture.password, against: hash) else {
    throw BenchError("bcrypt did not verify its own hash")
  }
  let verifyTime = (ContinuousClock.now - started).seconds * 1_000
  return .init(cost: hasher.cost, hashMilliseconds: hashTime, verifyMilliseconds: verifyTime)
}

func runBench() async -> Int32 {
  do {
    let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    try FileManager.default.createDirectory(
      atPath: options.directory, withIntermediateDirectories: true)
    var report = BenchReport()
    for scale in options.scales {
      FileHandle.standardError.write(Data("fgbench: building \(scale.label)...\n".utf8))
      let fixture = try await Fixture.build(scale, in: options.directory)
      report.fixtures.append(.init(scale: scale.label, seconds: fixture.buildSeconds))
      FileHandle.standardError.write(Data("fgbench: timing \(scale.label)...\n".utf8))
      report.measurements += try await Runner(
        fixture: fixture, repeats: options.repeats, directory: options.directory
      ).measure()
      report.measurements += try await ServiceBench(
        fixture: fixture, owner: try fixture.owner(), repeats: options.repeats
      ).measure()
    }
    report.bcrypt = try bcryptTimes()
    report.balanceTimes = try BalanceBench.times(repeats: options.repeats)
    report.balanceGap = try BalanceBench.gap(rosters: options.gapRosters)
    report.peakMebibytes = PeakMemory.mebibytes()
    print(options.json ? try Printer.json(report) : Printer.table(report))
    let failed = report.measurements.filter(\.failed).map { "\($0.scale): \($0.useCase)" }
    guard failed.isEmpty else {
      FileHandle.standardError.write(
        Data("fgbench: the app printed an error in: \(failed.joined(separator: ", "))\n".utf8))
      return 1
    }
    return 0
  } catch let error as BenchError {
    FileHandle.standardError.write(Data("fgbench: \(error.message)\n".utf8))
    return 2
  } catch {
    FileHandle.standardError.write(Data("fgbench: \(error)\n".utf8))
    return 1
  }
}

exit(await runBench())
