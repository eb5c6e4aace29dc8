/// Which files of shared test support a test folder uses, so that a variant's test code
/// counts the support written for it (`archtool support-use`; docs/PATTERNS.md).
///
/// A support file is used when the tests, or a support file they use, name a type it
/// declares at file scope (`MockGatherView`; a nested `State` is too common a name to tell
/// whose it is), or, for a file of extensions only (`Console+Scripted.swift`), call or read
/// a function it declares (`.scripted(...)`): the closure of that relation from the tests.
public struct SupportUse: Sendable {
  /// The used support files' paths, sorted.
  public var used: [String]

  /// Finds what `tests` use among `support` (path and facts of each file).
  public init(tests: [SourceFacts], support: [(path: String, facts: SourceFacts)]) {
    var usedIndices: Set<Int> = []
    var frontier = tests
    while !frontier.isEmpty {
      var next: [SourceFacts] = []
      for (index, file) in support.enumerated() where !usedIndices.contains(index) {
        if frontier.contains(where: { Self.uses($0, file.facts) }) {
          usedIndices.insert(index)
          next.append(file.facts)
        }
      }
      frontier = next
    }
    used = usedIndices.map { support[$0].path }.sorted()
  }

  /// Whether `user` names a type `provider` declares or calls a function it declares.
  static func uses(_ user: SourceFacts, _ provider: SourceFacts) -> Bool {
    let types = provider.typeDeclarations.filter { $0.kind.declaresType && $0.depth == 0 }
      .map(\.name)
    if types.contains(where: { user.references[$0] != nil }) { return true }
    // A file of extensions (`Console+Scripted.swift`) is used through its functions; a
    // file that declares a type, through the type (a method name alone, `record`, is too
    // common to tell whose it is).
    guard types.isEmpty else { return false }
    return provider.functionNames.contains {
      user.calls[$0] != nil || user.memberCalls[$0] != nil || user.memberReads[$0] != nil
    }
  }
}
