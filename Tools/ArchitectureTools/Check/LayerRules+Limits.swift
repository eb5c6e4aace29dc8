extension LayerRules {
  /// What `rule` finds in `file`: forbidden imports, references (to a layer, to its
  /// concrete types, to another module's roles), type names and calls.
  func apply(
    _ rule: LayerReferenceRule, to file: SourceFile, references: [LayerReference],
    modules: ModuleMap
  ) -> [Diagnostic] {
    let who = "\(file.layer) \(LayerClassifier.stem(of: file.path))"
    func found(_ position: SourcePosition, _ message: String) -> Diagnostic {
      Diagnostic(
        path: file.path, position: position, rule: rule.rule, message: who + " " + message,
        fix: rule.fix)
    }
    var diagnostics = file.facts.imports.filter { rule.forbiddenImports.contains($0.module) }
      .map { found($0.position, "imports \($0.module)") }
    for reference in references {
      if rule.forbidden.contains(reference.toLayer) {
        diagnostics.append(
          found(reference.position, "references \(reference.name) (\(reference.toLayer))"))
      } else if rule.forbiddenConcrete.contains(reference.toLayer), !reference.isProtocol {
        diagnostics.append(
          found(
            reference.position,
            "references \(reference.name), a concrete \(reference.toLayer), not its protocol"))
      }
    }
    /// The names of `seen` that `names` forbid (`*Suffix` by suffix), in source order.
    func named(_ names: Set<String>, in seen: [String: SourcePosition])
      -> [(String, SourcePosition)]
    {
      seen.filter { name, _ in
        names.contains { $0.hasPrefix("*") ? name.hasSuffix($0.dropFirst()) : name == $0 }
      }.sorted { $0.value < $1.value }.map { ($0.key, $0.value) }
    }
    diagnostics += named(rule.forbiddenTypes, in: file.facts.references).map {
      found($0.1, "uses \($0.0)")
    }
    diagnostics += named(rule.forbiddenResults, in: file.facts.returnedTypes).map {
      found($0.1, "returns \($0.0) from a function")
    }
    if !rule.requiredTypes.isEmpty,
      let owner = file.facts.typeDeclarations.first(where: {
        $0.depth == 0 && ($0.kind == .class || $0.kind == .actor)
      }),
      !rule.requiredTypes.contains(where: { file.facts.references[$0] != nil })
    {
      diagnostics.append(
        found(
          owner.position,
          "declares \(owner.name) but mentions none of "
            + rule.requiredTypes.sorted().joined(separator: ", ")))
    }
    let calls = file.facts.calls.merging(file.facts.memberCalls) { min($0, $1) }
      .filter { rule.forbiddenCalls.contains($0.key) }
    diagnostics += calls.sorted { $0.value < $1.value }.map {
      found($0.value, "calls \($0.key)(…)")
    }
    return diagnostics + otherModules(file, references, rule: rule, modules: modules)
  }

  /// References to the concrete screen roles of another module (`PlayerListRouter()` in
  /// `LoginPresenter`): that module's builder is its only door.
  func otherModules(
    _ file: SourceFile, _ references: [LayerReference], rule: LayerReferenceRule,
    modules: ModuleMap
  ) -> [Diagnostic] {
    guard !rule.forbiddenInOtherModules.isEmpty else { return [] }
    let own = modules.module(of: file.path)
    // Another module's protocols (its delegate, its output) are how modules talk.
    return references.filter {
      !$0.isProtocol && rule.forbiddenInOtherModules.contains($0.toLayer)
        && !rule.forbidden.contains($0.toLayer)
    }.compactMap { reference in
      let other = modules.module(of: reference.toPath)
      guard other != own else { return nil }
      return Diagnostic(
        path: file.path, position: reference.position, rule: rule.rule,
        message: "\(file.layer) \(LayerClassifier.stem(of: file.path)) references "
          + "\(reference.name), the \(reference.toLayer) of module \(other)",
        fix: "reach another module through its builder; its router, presenter, interactor "
          + "and view are its own")
    }
  }

}
