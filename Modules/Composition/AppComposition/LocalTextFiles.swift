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
      throw .invalidInput("'\(path)' is not UTF-8 text; save it as UTF-8")
    }
    return text
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
