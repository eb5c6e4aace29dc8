import Domain
import Foundation

// The importers and the line editor are internal to their modules; debug builds (the
// only ones fuzzed) can reach them. A release build fuzzes the public parsers alone.
#if DEBUG
  @testable import LineUI
  @testable import RosterFiles
#endif

/// One input through the code that reads untrusted text: the CSV and JSON importers, the
/// number parser and the rules built on it, and the line editor fed raw key bytes. The
/// first byte chooses which. Nothing may trap.
enum FuzzTarget {
  static func run(_ bytes: UnsafeRawBufferPointer) {
    guard let choice = bytes.first else { return }
    let rest = UnsafeRawBufferPointer(rebasing: bytes.dropFirst())
    let text = String(decoding: rest, as: UTF8.self)
    switch choice % 4 {
    #if DEBUG
      case 0: _ = try? RosterCodec.drafts(from: text, as: .csv)
      case 1: _ = try? RosterCodec.drafts(from: text, as: .json)
      case 2:
        var editor = LineEditor(prompt: "> ", columns: Int(choice % 80) + 1)
        for byte in rest { _ = editor.feed(byte) }
    #endif
    default:
      let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
      for word in words {
        _ = try? WholeNumber.parse(word, in: 1...99)
        _ = Score(typed: word)
        _ = Score(parsing: word)
        _ = Skill(parsing: word)
        _ = Position(parsing: word)
        _ = try? PlayerRules.validateAge(word)
        _ = try? PlayerRules.validateName(word)
      }
      _ = try? NumberList.numbers(words, in: Int(choice))
    }
  }
}

#if LIBFUZZER
  /// libFuzzer calls this with every input it makes.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzer(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// The executable's entry (SwiftPM links `main` to `fgfuzz_main`): libFuzzer's driver,
  /// so `fgfuzz -max_total_time=60 corpus/` fuzzes.
  @_cdecl("fgfuzz_main")
  func fuzzMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzer(&count, &arguments, fuzzOneInput)
  }
#else
  /// Without libFuzzer (an ordinary build): replays the inputs named on the command line,
  /// e.g. a crash file libFuzzer saved.
  @main
  enum FuzzReplay {
    static func main() throws {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          throw CocoaError(.fileReadNoSuchFile)
        }
        data.withUnsafeBytes { FuzzTarget.run($0) }
        print("fgfuzz: \(path): no crash")
      }
    }
  }
#endif
