import Foundation
import Synchronization

/// Runs programs with `Foundation.Process`, looking them up on `PATH` via `/usr/bin/env`.
public struct SystemProcessRunner: ProcessRunning {
  /// Creates the runner.
  public init() {}

  public func run(_ arguments: [String], in directory: String) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory, isDirectory: true)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw ArchToolError.process("cannot run \(arguments.joined(separator: " ")): \(error)")
    }
    // Drain both pipes concurrently so a chatty child never blocks on a full pipe.
    let errorData = ErrorDrain(handle: errors.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errorOutput: String(decoding: errorData.wait(), as: UTF8.self))
  }
}

/// Reads a pipe to its end on a background thread.
private final class ErrorDrain: Sendable {
  private let group = DispatchGroup()
  private let box = DataBox()

  init(handle: FileHandle) {
    group.enter()
    let box = self.box
    let group = self.group
    Thread.detachNewThread {
      box.set(handle.readDataToEndOfFile())
      group.leave()
    }
  }

  func wait() -> Data {
    group.wait()
    return box.get()
  }
}

/// The drained bytes, handed from the reading thread to the waiting one.
private final class DataBox: Sendable {
  private let data = Mutex(Data())

  func set(_ value: Data) { data.withLock { $0 = value } }
  func get() -> Data { data.withLock { $0 } }
}
