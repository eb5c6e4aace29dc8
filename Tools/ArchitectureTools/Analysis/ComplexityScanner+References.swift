extension ComplexityScanner {
  /// Whose references a name is: the type being declared (its inheritance clause), else the
  /// innermost type the scanner is in.
  var referenceOwner: String? {
    if case .type(let name, _) = pending {
      return name.split(separator: ".").last.map(String.init)
    }
    return enclosingType.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
  }

  /// Records a capitalised name (a type, in Swift's naming) for the type it is written in.
  mutating func recordReference(_ token: Token) {
    guard let first = token.text.unicodeScalars.first, first.properties.isUppercase,
      let owner = referenceOwner
    else { return }
    references[owner, default: []].insert(token.text)
  }

  /// Notes the type around `line` now, if deeper than the one noted before.
  mutating func noteOwner(ofLine line: Int) {
    guard let owner = referenceOwner else { return }
    var depth = 0
    for case .type in scopes { depth += 1 }
    if case .type = pending { depth += 1 }
    if let noted = lineOwners[line], noted.depth >= depth { return }
    lineOwners[line] = (owner, depth)
  }

  /// The functions of the scanned file, in line order.
  public var scannedFunctions: [FunctionComplexity] {
    functions.sorted { $0.line < $1.line }
  }

  /// The functions of the scanned file with what each calls and uses, in line order.
  public var scannedFunctionMembers: [(function: FunctionComplexity, members: FunctionMembers)] {
    zip(functions, members).map { (function: $0, members: $1) }.sorted {
      $0.function.line < $1.function.line
    }
  }
}
