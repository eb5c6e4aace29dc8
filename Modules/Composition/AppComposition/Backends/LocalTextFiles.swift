import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The real files a roster is exported to and imported from. Paths are relative to the
/// working directory; a leading `~/` means the home directory.
struct LocalTextFiles: TextFileAccess {
  let homeDirectory: String
  /// The largest file `import` reads.
  static let readLimit = 50_000_000
  /// Called once the file is open and checked, before its bytes are read (tests remove
  /// the file there, as another program might).
  var afterOpening: @Sendable (String) -> Void = { _ in }

  /// Reads an ordinary file whole. Opened first and checked on the open descriptor, so a
  /// device (`/dev/zero`), pipe or folder is refused before a byte is read, and a file
  /// removed, replaced or cut short meanwhile is reported, never read half.
  func readText(at path: String) throws(FootballGatherError) -> String {
    let expanded = expand(path)
    let descriptor = open(expanded, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw FileProblem.diagnosing(errno, path: path, writing: false).error
    }
    defer { close(descriptor) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0 else {
      throw FileProblem.diagnosing(errno, path: path, writing: false).error
    }
    switch opened.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw FileProblem.folderGiven(path).error
    default: throw FileProblem.notAFile(path).error
    }
    guard opened.st_size <= Self.readLimit else {
      throw FileProblem.tooLarge(path, limit: Self.readLimit).error
    }
    afterOpening(expanded)
    let data = try readAll(descriptor, path: path)
    var now = stat()
    guard stat(expanded, &now) == 0, now.st_ino == opened.st_ino, now.st_dev == opened.st_dev,
      data.count == Int(opened.st_size)
    else { throw FileProblem.vanished(path).error }
    guard let text = String(validating: data, as: UTF8.self) else {
      let (line, column) = Self.firstInvalidUTF8(in: data)
      throw .invalidInput(
        "'\(path)' is not UTF-8 text (the first byte that is not is at line \(line), column \(column)); "
          + "save it as UTF-8")
    }
    return text
  }

  private func readAll(_ descriptor: Int32, path: String) throws(FootballGatherError) -> Data {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw FileProblem.diagnosing(errno, path: path, writing: false).error
      }
      data.append(contentsOf: chunk[..<count])
      guard data.count <= Self.readLimit else { throw FileProblem.vanished(path).error }
    }
  }

  /// The line and column (from 1, in characters) of the first byte that is not UTF-8.
  static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
    var bytes = data.makeIterator()
    var decoder = UTF8()
    var line = 1
    var lineText = String.UnicodeScalarView()
    while case .scalarValue(let scalar) = decoder.decode(&bytes) {
      if scalar == "\n" {
        line += 1
        lineText = String.UnicodeScalarView()
      } else {
        lineText.append(scalar)
      }
    }
    return (line, String(lineText).count + 1)
  }

  /// Writes the whole text in one go (a file is never half written). The path is checked
  /// first, so each way it cannot be written gets its own message.
  func writeText(_ text: String, to path: String) throws(FootballGatherError) {
    let expanded = expand(path)
    var info = stat()
    if stat(expanded, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR: throw FileProblem.folderGiven(path).error
      default: throw FileProblem.notAFile(path).error
      }
      guard access(expanded, W_OK) == 0 else {
        throw FileProblem.diagnosing(errno, path: path, writing: true).error
      }
    } else if errno != ENOENT {
      throw FileProblem.diagnosing(errno, path: path, writing: true).error
    } else if FilePaths.namesAFolder(path) {
      throw FileProblem.folderNamed(path).error
    }
    guard access(FilePaths.existingFolder(of: expanded), W_OK) == 0 else {
      throw FileProblem.diagnosing(errno, path: path, writing: true).error
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: expanded), options: .atomic)
    } catch {
      let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
      throw FileProblem.diagnosing(
        Int32(truncatingIfNeeded: code ?? Int(EIO)), path: path, writing: true
      )
      .error
    }
  }

  /// Whether an ordinary file (or a link to one) is at `path`: an export asks before
  /// replacing it. A folder, a device or a path that cannot be looked at is not asked
  /// about: writing there fails with its own message and replaces nothing.
  func fileExists(at path: String) -> Bool {
    var info = stat()
    return stat(expand(path), &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  private func expand(_ path: String) -> String {
    FilePaths.expandingTilde(in: path, home: homeDirectory)
  }
}
