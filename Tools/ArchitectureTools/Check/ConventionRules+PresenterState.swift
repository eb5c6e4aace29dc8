/// One way for a presenter to keep state (docs/ARCHITECTURE.md, section 4, "private state,
/// one file"), checked in the presenter's files (`XPresenter.swift`, `XPresenter+Role.swift`).
extension ConventionRules {
  /// A stored `var` of the presenter (not `weak`: a collaborator) that is not declared in
  /// `XPresenter.swift` as `private var` or `private(set) var`, and a stored `var` of a
  /// class nested in the presenter to hold its state (the second sanctioned form:
  /// `PlayerListPresenter.State`, `HistoryPresenter.Paging`) that is not `private` or
  /// `private(set)`, so role extensions change it only through its methods. A nested
  /// struct or enum is a value: whoever holds it is checked instead.
  func presenterState(_ file: SourceFile) -> [Diagnostic] {
    let stem = LayerClassifier.stem(of: file.path)
    let presenter = String(stem.prefix { $0 != "+" })
    guard presenter.hasSuffix(conventions.presenterSuffix) else { return [] }
    let classes = Set(
      file.facts.typeDeclarations.filter { $0.kind == .class && $0.depth > 0 }.map(\.name))
    return file.facts.storedVariables.filter { !$0.isWeak }.compactMap { variable in
      let name = "\(variable.owner).\(variable.name)"
      if variable.owner == presenter {
        if stem != presenter {
          return stateDiagnostic(
            file, variable, "\(name) is declared outside \(presenter).swift",
            fix: "declare the presenter's state in \(presenter).swift, as `private var`")
        }
        guard !variable.isPrivatelySet else { return nil }
        return stateDiagnostic(
          file, variable, "\(name) is not privately set (private or private(set))",
          fix: "make it `private var` (or `private(set) var` when role extensions read it) "
            + "and change it in \(presenter).swift")
      }
      guard classes.contains(variable.owner), !variable.isPrivatelySet else { return nil }
      return stateDiagnostic(
        file, variable, "\(name), state of \(presenter), is not privately set",
        fix: "make it `private(set) var` and change it through \(variable.owner)'s methods, "
          + "or keep it as `private var` in \(presenter).swift")
    }
  }

  private func stateDiagnostic(
    _ file: SourceFile, _ variable: StoredVariable, _ message: String, fix: String
  ) -> Diagnostic {
    Diagnostic(
      path: file.path, position: variable.position, rule: Self.presenterState,
      message: message, fix: fix)
  }
}
