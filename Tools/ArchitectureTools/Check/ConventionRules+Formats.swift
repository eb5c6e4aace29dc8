/// No file format in a feature (docs/ARCHITECTURE.md, section 4): a CSV or JSON writer or
/// reader is Infrastructure (`RosterFiles`) behind a Domain protocol (`RosterFileCoding`,
/// `HistoryFileCoding`) that the composition root hands to the feature's builder.
extension ConventionRules {
  /// A coder or serialiser type the file names (`JSONEncoder`, `Encodable`), and a function
  /// it declares whose name carries a format's name (`csvField`, `exportJSON`), one
  /// diagnostic each. A format's name in a string or a comment is not code and passes.
  func fileFormats(_ file: SourceFile) -> [Diagnostic] {
    let fix =
      "move the format to Infrastructure (RosterFiles) behind a Domain protocol the "
      + "composition root hands to the module's builder, as RosterFileCoding and "
      + "HistoryFileCoding are"
    let types = file.facts.references.filter { conventions.formatTypes.contains($0.key) }
      .sorted { $0.value < $1.value }.map { name, position in
        Diagnostic(
          path: file.path, position: position, rule: Self.formats,
          message: "a feature uses \(name): file-format code", fix: fix)
      }
    let functions = file.facts.functionNames.sorted().filter { name in
      conventions.formatFunctionWords.contains { name.lowercased().contains($0) }
    }.map { name in
      Diagnostic(
        path: file.path, position: SourcePosition(line: 1, column: 1), rule: Self.formats,
        message: "a feature declares func \(name): file-format code",
        fix: fix)
    }
    return types + functions
  }
}
