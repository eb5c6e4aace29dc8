import Domain
import Foundation
import PlayerListFeature

/// The real files a roster is exported to and imported from. Paths are relative to the
/// working directory; a leading `~/` means the home directory.
struct LocalTextFiles: TextFileAccess {
  let homeDirectory: String

  func readText(at path: String) throws(FootballGatherError) -> String {
    let url = url(for: path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw .notFound("the file '\(path)'")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .storage("cannot read '\(path)': \(error.localizedDescription)")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let (line, column) = Self.firstInvalidUTF8(in: data)
      throw .invalidInput(
        "'\(path)' is not UTF-8 text (the first byte that is not is at line \(line), column \(column)); "
          + "save it as UTF-8")
    }
    return text
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

  func writeText(_ text: String, to path: String) throws(FootballGatherError) {
    do {
      try Data(text.utf8).write(to: url(for: path), options: .atomic)
    } catch {
      throw .storage("cannot write '\(path)': \(error.localizedDescription)")
    }
  }

  private func url(for path: String) -> URL {
    let expanded = path == "~" || path.hasPrefix("~/") ? homeDirectory + path.dropFirst() : path
    return URL(fileURLWithPath: expanded)
  }
}
