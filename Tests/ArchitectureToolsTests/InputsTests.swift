import ArchitectureTools
import Foundation
import Testing

/// Trees as people have them: behind a symbolic link, in Latin-1, partly unreadable, huge.
@Suite("Inputs: symlinked roots, Latin-1, unreadable folders, large files")
struct InputsTests {
  /// A fresh folder under the system's temporary folder, removed by `body`'s end.
  func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("archtool-inputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  func run(_ arguments: [String]) -> (Int32, String, String) {
    let output = RecordingStream()
    let errors = RecordingStream()
    let environment = ToolEnvironment(
      fileSystem: LocalFileSystem(), processRunner: FakeProcessRunner(), time: SteppingTime(),
      output: output, errorOutput: errors, variables: ["SOURCE_DATE_EPOCH": "1700000000"],
      currentDirectory: "/")
    return (ArchTool(environment: environment).run(arguments), output.text, errors.text)
  }

  @Test func aSymlinkedRootIsFollowed() throws {
    try withTemporaryFolder { folder in
      let real = folder.appendingPathComponent("real/App")
      try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
      try "struct LoginView {\n  let a = 1\n}\n".write(
        to: real.appendingPathComponent("LoginView.swift"), atomically: true, encoding: .utf8)
      let link = folder.appendingPathComponent("link")
      try FileManager.default.createSymbolicLink(
        at: link, withDestinationURL: folder.appendingPathComponent("real"))
      let (status, output, _) = run(["report", link.path, "--profile", "mvc", "--format", "csv"])
      #expect(status == 0)
      #expect(output.contains("\ntotal,total,1,3,0,0,"), "\(output)")
    }
  }

  @Test func aLatin1FileIsCountedAsClocCountsItWithANote() throws {
    try withTemporaryFolder { folder in
      // "// Café" and a string with "é", in ISO 8859-1: é is the single byte 0xE9.
      var bytes = Array("// Caf".utf8) + [0xE9] + Array("\nlet name = \"Jos".utf8) + [0xE9]
      bytes += Array("\"\n\n".utf8)
      try Data(bytes).write(to: folder.appendingPathComponent("Names.swift"))
      let (status, output, errors) = run(["report", folder.path, "--format", "csv"])
      #expect(status == 0)
      // cloc 1.96 on the same file: 1 code, 1 comment, 1 blank.
      #expect(output.contains("\ntotal,total,1,1,1,1,"), "\(output)")
      #expect(
        errors.contains(
          "archtool: note: \(folder.path): counted 1 .swift files that are not UTF-8 as "
            + "Latin-1, as cloc counts them (Names.swift)"))
    }
  }

  @Test func anUnreadableFolderIsAWarningNamingIt() throws {
    let fileSystem = InMemoryFileSystem([
      "/t/App/LoginView.swift": "struct LoginView {}\n",
      "/t/Secret/Hidden.swift": "struct Hidden {}\n",
    ])
    fileSystem.unreadableFolders = ["/t/Secret"]
    let (environment, output, errors) = Fixtures.environment(fileSystem)
    let status = ArchTool(environment: environment).run(
      ["report", "/t", "--profile", "mvc", "--format", "csv"])
    #expect(status == 0)
    #expect(output.text.contains("\ntotal,total,1,1,"))
    #expect(
      errors.text.contains(
        "archtool: warning: /t: could not read Secret; what is in it is not counted"))
  }

  /// A file generated here, about 8 MB: the analysis holds a bounded window of tokens
  /// whatever the size (the 50 MB run and its peak memory are in docs/METRICS.md).
  @Test func aLargeFileIsStreamedThroughABoundedTokenWindow() {
    let block = """
      /// A player, block NUMBER.
      public struct PlayerNUMBER: Equatable {
        public var name: String  // the name
        /* skill, 1 to 5 */
        public var skill: Int

        public func summary() -> String { "\\(name) // not a comment" }
      }


      """
    var text = ""
    let copies = 40_000
    text.reserveCapacity(copies * (block.utf8.count + 8))
    for number in 0..<copies { text += block.replacing("NUMBER", with: String(number)) }
    #expect(text.utf8.count > 8_000_000)
    var peak = 0
    let facts = SourceAnalyzer().analyze(bytes: Array(text.utf8)) { peak = $0 }
    #expect(facts.codeLines == copies * 5)  // cloc 1.96 counts 5, 2 and 2 per block
    #expect(facts.commentLines == copies * 2)
    #expect(facts.blankLines == copies * 2)
    #expect(facts.declaredTypeCount == copies)
    #expect(facts.functions == copies)
    #expect(facts.publicDeclarations == copies * 4)
    let bound = SourceAnalyzer.chunk + 512 + 64 + 64
    #expect(peak > 0 && peak <= bound, "held \(peak) tokens at once")
  }
}
