import Foundation

/// `report --explain other`: each file left in `other`, and why no rule placed it.
public struct OtherExplanation: Sendable {
  public let snapshot: ProjectSnapshot

  /// Explains the `other` files of `snapshot`.
  public init(snapshot: ProjectSnapshot) {
    self.snapshot = snapshot
  }

  /// Lines in `other` against all lines (code and test code), as a percentage.
  public var share: Double {
    let all = snapshot.files.reduce(0) { $0 + $1.facts.codeLines }
    let other = files.reduce(0) { $0 + $1.facts.codeLines }
    return all == 0 ? 0 : Double(other) / Double(all) * 100
  }

  var files: [SourceFile] { snapshot.files.filter { $0.layer == LayerProfile.otherLayer } }

  /// Why `file` is in `other`, in one sentence.
  public func reason(_ file: SourceFile) -> String {
    let stem = LayerClassifier.stem(of: file.path)
    if file.isTest {
      return "tests \(LayerClassifier.subjectStem(of: file.path)), which no production file "
        + "declares, and names no type of \(file.module)"
    }
    let suffixes = Set(snapshot.profile.rules.compactMap(\.suffix)).sorted()
    let folders = Set(snapshot.profile.rules.compactMap(\.folder)).sorted()
    var text = "\(stem) ends in none of \(suffixes.joined(separator: ", "))"
    if !folders.isEmpty { text += "; no folder on its path is \(folders.joined(separator: ", "))" }
    return text
  }

  /// The explanation as text: a summary line, then one line per file.
  public func text() -> String {
    let list = files
    let code = list.reduce(0) { $0 + $1.facts.codeLines }
    var lines = [
      "other in \(snapshot.root) (profile \(snapshot.profile.name)): \(list.count) files, "
        + "\(code) lines, \(String(format: "%.1f", share)) % of all lines"
    ]
    lines += list.map { "  \($0.path) (\($0.facts.codeLines) lines): \(reason($0))" }
    return lines.joined(separator: "\n") + "\n"
  }
}
