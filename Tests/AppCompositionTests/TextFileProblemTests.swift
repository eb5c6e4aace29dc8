import Domain
import Foundation
import TestSupport
import Testing

@testable import AppComposition

/// `import FILE` and `export csv FILE` on the real file system: each way a path can be
/// wrong gets its own plain message naming it, nothing is read from a device, and
/// Foundation's error text never shows. (Read-only files and folders, which root may
/// write anyway, are in `UnprivilegedFileTests`.)
struct TextFileProblemTests {
  let directory: TemporaryDirectory
  let files = LocalTextFiles(homeDirectory: "/nonexistent")

  init() throws {
    directory = try TemporaryDirectory()
  }

  func readProblem(_ path: String, files: LocalTextFiles? = nil) -> String {
    do {
      _ = try (files ?? self.files).readText(at: path)
      return "read"
    } catch {
      return error.message
    }
  }

  func writeProblem(_ path: String) -> String {
    do {
      try files.writeText("name\n", to: path)
      return "written"
    } catch {
      return error.message
    }
  }

  @Test func eachWayAPathCannotBeReadHasItsOwnMessage() throws {
    defer { directory.remove() }
    let folder = directory.path("")
    let file = directory.path("roster.csv")
    try "name\nAnn\n".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(readProblem(file) == "read")
    #expect(
      readProblem(directory.path("nope.csv"))
        == "there is no file '\(directory.path("nope.csv"))'; check the name and the folder")
    #expect(
      readProblem(directory.path("gone/x.csv"))
        == "the folder '\(directory.path("gone"))' does not exist; create it or choose another path"
    )
    #expect(
      readProblem(folder).hasSuffix("is a folder, not a file; give the path of a file"))
    #expect(
      readProblem("/dev/zero")
        == "'/dev/zero' is a device, pipe or socket, not an ordinary file; give the path of a file")
    let pipe = directory.path("pipe")
    #expect(mkfifo(pipe, 0o600) == 0)
    #expect(readProblem(pipe).contains("is a device, pipe or socket"))
    #expect(
      readProblem(file + "/x.csv") == "'\(file)' is a file, not a folder; check the path")
    let long = "/tmp/" + String(repeating: "x", count: 100_000)
    #expect(
      readProblem(long)
        == "the path is 100005 characters, longer than the system allows; give a shorter one")
  }

  @Test func aFileRemovedWhileItIsReadIsReportedNotReadHalf() throws {
    defer { directory.remove() }
    let file = directory.path("roster.csv")
    try "name\nAnn\n".write(toFile: file, atomically: true, encoding: .utf8)
    var vanishing = files
    vanishing.afterOpening = { path in try? FileManager.default.removeItem(atPath: path) }
    #expect(
      readProblem(file, files: vanishing)
        == "'\(file)' was removed or changed while it was being read; try again")
    try "name\nAnn\n".write(toFile: file, atomically: true, encoding: .utf8)
    var replaced = files
    replaced.afterOpening = { path in
      try? "name\nBob\n".write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(readProblem(file, files: replaced).contains("was removed or changed"))
  }

  @Test func eachWayAPathCannotBeWrittenHasItsOwnMessage() throws {
    defer { directory.remove() }
    let file = directory.path("out.csv")
    #expect(writeProblem(file) == "written")
    #expect(
      writeProblem(directory.path("missing/x.csv"))
        == "the folder '\(directory.path("missing"))' does not exist; create it or choose another path"
    )
    #expect(writeProblem(directory.path("")).contains("is a folder, not a file"))
    // A pipe, never a real device: a regression would write over it for everyone.
    let pipe = directory.path("pipe")
    #expect(mkfifo(pipe, 0o600) == 0)
    #expect(writeProblem(pipe).contains("is a device, pipe or socket"))
    #expect(writeProblem(file + "/x.csv") == "'\(file)' is a file, not a folder; check the path")
    for message in [writeProblem(directory.path("missing/x.csv")), readProblem("/dev/zero")] {
      #expect(!message.contains("NSCocoaErrorDomain") && !message.contains("operation could not"))
    }
  }
}
