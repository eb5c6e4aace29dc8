/// Resolves the capitalised names a file mentions to the layers that declare them.
///
/// A name resolves first to a type of the file's own target, then to one of the
/// project targets the file imports (in name order). A name the file declares itself, or
/// that its own layer declares (nested types such as `Row` are often declared in several
/// files), stays local. Names declared nowhere in the project (`String`, `Date`) are
/// ignored.
public struct LayerReferenceResolver: Sendable {
  /// target -> type name -> layers declaring it, in file-path order.
  private let declarations: [String: [String: [String]]]
  private let protocolRoles: [ProtocolRole]

  /// Indexes the declarations of `snapshot`'s production files; a protocol whose name
  /// ends in one of `protocolRoles`' suffixes belongs to that role's layer wherever it is
  /// declared (`LoginInteracting` is the interactor's contract).
  public init(snapshot: ProjectSnapshot, protocolRoles: [ProtocolRole] = []) {
    self.protocolRoles = protocolRoles
    var index: [String: [String: [String]]] = [:]
    for file in snapshot.files where !file.isTest {
      for declaration in file.facts.typeDeclarations where declaration.kind.declaresType {
        let layers = index[file.target]?[declaration.name] ?? []
        if !layers.contains(file.layer) {
          index[file.target, default: [:]][declaration.name] = layers + [file.layer]
        }
      }
    }
    declarations = index
  }

  /// The layer declaring `name` in `target` (the first, by file path), if any.
  public func layer(of name: String, in target: String) -> String? {
    guard let layer = declarations[target]?[name]?.first else { return nil }
    return protocolRoles.first { name.hasSuffix($0.suffix) && name != $0.suffix }?.layer ?? layer
  }

  /// Every cross-layer reference of `file`, sorted by position.
  public func references(of file: SourceFile) -> [LayerReference] {
    let imported = Set(file.facts.imports.map(\.module)).sorted()
    let ownNames = Set(file.facts.typeDeclarations.map(\.name))
    var result: [LayerReference] = []
    for (name, position) in file.facts.references where !ownNames.contains(name) {
      if declarations[file.target]?[name]?.contains(file.layer) == true,
        layer(of: name, in: file.target) == file.layer
      {
        continue
      }
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
