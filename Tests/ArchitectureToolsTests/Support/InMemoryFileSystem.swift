import ArchitectureTools
import Foundation
import Synchronization

/// A file tree in memory: paths are absolute, `/`-separated.
final class InMemoryFileSystem: FileSystem {
  private let state = Mutex<(files: [String: String], touched: [String])>(([:], []))

  init(_ files: [String: String] = [:]) {
    state.withLock { $0.files = files }
  }

  var files: [String: String] { state.withLock { $0.files } }
  var touched: [String] { state.withLock { $0.touched } }

  func readFile(atPath path: String) throws -> String {
    guard let text = state.withLock({ $0.files[path] }) else {
      throw ArchToolError.file("cannot read \(path)")
    }
    return text
  }

  func writeFile(atPath path: String, contents: String) throws {
    state.withLock { $0.files[path] = contents }
  }

  func fileExists(atPath path: String) -> Bool {
    state.withLock { $0.files[path] != nil } || isDirectory(atPath: path)
  }

  func isDirectory(atPath path: String) -> Bool {
    let prefix = path.hasSuffix("/") ? path : path + "/"
    return state.withLock { $0.files.keys.contains { $0.hasPrefix(prefix) } }
  }

  func filesRecursively(under path: String) throws -> [String] {
    let prefix = path.hasSuffix("/") ? path : path + "/"
    return state.withLock { state in
      state.files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
    }.sorted()
  }

  private let hiddenFolders = Mutex<[String]>([])

  /// Folders below the root that cannot be listed (as a folder without read permission).
  var unreadableFolders: [String] {
    get { hiddenFolders.withLock { $0 } }
    set { hiddenFolders.withLock { $0 = newValue } }
  }

  func listing(under path: String) throws -> (files: [String], unreadable: [String]) {
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let hidden = unreadableFolders.map { String($0.dropFirst(prefix.count)) }
    let files = try filesRecursively(under: path).filter { file in
      !hidden.contains { file.hasPrefix($0 + "/") }
    }
    return (files, hidden)
  }

  func createDirectory(atPath path: String) throws {}

  func removeItem(atPath path: String) throws {
    state.withLock { state in
      state.files = state.files.filter { $0.key != path && !$0.key.hasPrefix(path + "/") }
    }
  }

  func touch(atPath path: String) throws {
    state.withLock { $0.touched.append(path) }
  }
}

/// Records what a command writes.
final class RecordingStream: TextOutput {
  private let storage = Mutex("")
  let isTerminal: Bool

  init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  func write(_ text: String) { storage.withLock { $0 += text } }
  var text: String { storage.withLock { $0 } }
}

/// Answers every command with a scripted result and records the calls.
final class FakeProcessRunner: ProcessRunning {
  private let state = Mutex<[[String]]>([])
  private let respond: @Sendable ([String]) -> ProcessResult

  init(
    _ respond: @escaping @Sendable ([String]) -> ProcessResult = { _ in
      ProcessResult(status: 1, output: "")
    }
  ) {
    self.respond = respond
  }

  var calls: [[String]] { state.withLock { $0 } }

  func run(_ arguments: [String], in directory: String) throws -> ProcessResult {
    state.withLock { $0.append(arguments) }
    return respond(arguments)
  }
}

/// A clock that advances one second each time it is read.
final class SteppingTime: TimeSource {
  private let ticks = Mutex(0)

  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }

  func monotonic() -> Duration {
    ticks.withLock { tick in
      tick += 1
      return .seconds(tick)
    }
  }
}
