/// Puts a test file that its name leaves in `other` into the layer of the type it tests.
///
/// `MatchTimerTests.swift` tests `MatchTimer`, declared in `GatherEntity+Timer.swift`, so
/// it is an entity test. The subject is found, in order:
/// 1. the test's name without `Tests`, then shorter by trailing words
///    (`RosterCodecProblemTests` -> `RosterCodecProblem`, `RosterCodec`): the first that a
///    production file of the same module (else of the tree) declares;
/// 2. otherwise the first type the file mentions (in source order) that a production file
///    of its module (else of the tree) declares: what a test builds first is what it tests.
/// 3. otherwise the first type from outside the tree it mentions that a production file
///    extends (`NSCalendar`): the test is in that extension's layer.
/// A test that mentions no production type stays in `other`.
struct TestSubjects {
  /// module -> type name -> layer of the production file declaring it.
  private let byModule: [String: [String: String]]
  private let anywhere: [String: String]
  /// Types from outside the tree that a production file extends (`NSCalendar`) -> its layer.
  private let extended: [String: String]

  init(files: [SourceFile]) {
    var byModule: [String: [String: String]] = [:]
    var anywhere: [String: String] = [:]
    for file in files where !file.isTest && file.layer != LayerProfile.otherLayer {
      for declaration in file.facts.typeDeclarations where declaration.kind.declaresType {
        if byModule[file.module]?[declaration.name] == nil {
          byModule[file.module, default: [:]][declaration.name] = file.layer
        }
        if anywhere[declaration.name] == nil { anywhere[declaration.name] = file.layer }
      }
    }
    var extended: [String: String] = [:]
    for file in files where !file.isTest && file.layer != LayerProfile.otherLayer {
      for declaration in file.facts.typeDeclarations
      where declaration.kind == .extension && anywhere[declaration.name] == nil
        && extended[declaration.name] == nil
      {
        extended[declaration.name] = file.layer
      }
    }
    self.byModule = byModule
    self.anywhere = anywhere
    self.extended = extended
  }

  func classify(_ files: inout [SourceFile]) {
    for index in files.indices
    where files[index].isTest && files[index].layer == LayerProfile.otherLayer {
      if let (layer, why) = layer(of: files[index]) {
        files[index].layer = layer
        files[index].placement = why
      }
    }
  }

  /// The layer of what `file` tests, if it can be told.
  func layer(of file: SourceFile) -> (layer: String, why: String)? {
    let types = byModule[file.module] ?? [:]
    for name in Self.candidates(LayerClassifier.subjectStem(of: file.path)) {
      if let layer = types[name] ?? anywhere[name] { return (layer, "tests \(name) (\(layer))") }
    }
    let mentioned = file.facts.references.sorted { $0.value < $1.value }.map(\.key)
    let declared = mentioned.lazy.compactMap { name in
      (types[name] ?? self.anywhere[name]).map { ($0, "first mentions \(name) (\($0))") }
    }.first
    return declared
      ?? mentioned.lazy.compactMap { name in
        self.extended[name].map { ($0, "first mentions \(name), extended in a \($0) file") }
      }.first
  }

  /// `RosterCodecProblem`, `RosterCodec`, `Roster`: the name shortened word by word.
  static func candidates(_ stem: String) -> [String] {
    let base = LayerClassifier.roleStem(stem)
    var result: [String] = []
    var current = Substring(base)
    while !current.isEmpty {
      result.append(String(current))
      guard let last = current.lastIndex(where: \.isUppercase), last != current.startIndex
      else { break }
      current = current[..<last]
    }
    return result
  }
}
