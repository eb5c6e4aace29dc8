/// A file's mention of a type declared in another layer (of its own or an imported target).
public struct LayerReference: Sendable, Hashable {
  public var path: String
  public var position: SourcePosition
  public var fromTarget: String
  public var fromLayer: String
  public var toTarget: String
  public var toLayer: String
  /// The type mentioned.
  public var name: String
}

/// Resolves the capitalised names a file mentions to the layers that declare them.
///
/// A name resolves first to a type of the file's own target, then to one of the
/// project targets the file imports (in name order). Names declared nowhere in the
/// project (`String`, `Date`) are ignored, and so are references to the file's own
/// layer of its own target.
public struct LayerReferenceResolver: Sendable {
  /// target -> type name -> layer of the first file (by path) declaring it.
  private let declarations: [String: [String: String]]

  /// Indexes the declarations of `snapshot`'s production files.
  public init(snapshot: ProjectSnapshot) {
    var index: [String: [String: String]] = [:]
    for file in snapshot.files where !file.isTest {
      for declaration in file.facts.typeDeclarations where declaration.kind.declaresType {
        if index[file.target]?[declaration.name] == nil {
          index[file.target, default: [:]][declaration.name] = file.layer
        }
      }
    }
    declarations = index
  }

  /// The layer declaring `name` in `target`, if any.
  public func layer(of name: String, in target: String) -> String? {
    declarations[target]?[name]
  }

  /// Every cross-layer reference of `file`, sorted by position.
  public func references(of file: SourceFile) -> [LayerReference] {
    let imported = Set(file.facts.imports.map(\.module)).sorted()
    var result: [LayerReference] = []
    for (name, position) in file.facts.references {
      let found: (target: String, layer: String)?
      if let layer = layer(of: name, in: file.target) {
        found = (file.target, layer)
      } else {
        found =
          imported.lazy.compactMap { module in
            self.layer(of: name, in: module).map { (module, $0) }
          }.first
      }
      guard let found, found.target != file.target || found.layer != file.layer else { continue }
      result.append(
        LayerReference(
          path: file.path, position: position, fromTarget: file.target, fromLayer: file.layer,
          toTarget: found.target, toLayer: found.layer, name: name))
    }
    return result.sorted { ($0.position, $0.name) < ($1.position, $1.name) }
  }
}
