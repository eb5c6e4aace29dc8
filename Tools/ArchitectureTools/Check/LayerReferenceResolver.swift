/// Resolves the capitalised names a file mentions to the layers that declare them.
///
/// A name resolves first to a type of the file's own target, then to one of the
/// project targets the file imports (in name order), then — in a tree without a
/// Package.swift, where every folder is its own "target" but the whole tree compiles as
/// one app — to a declaration anywhere in the tree. A name the file declares itself, or
/// that its own layer declares (nested types such as `Row` are often declared in several
/// files), stays local. Names declared nowhere in the tree (`String`, `Date`) are ignored.
///
/// A protocol belongs to the role that implements it: the layer of the production files
/// that conform to it (`class LoginInteractor: LoginInteractable`, or an extension), so
/// `LoginInteractable` is the interactor's wherever it is declared. When several layers
/// conform, the declaring layer wins if it is one of them, else the layer with the most
/// conformances. A protocol nobody conforms to takes the layer its name says
/// (`protocolRoles`: `…Interacting` -> interactor), else the layer of its file.
public struct LayerReferenceResolver: Sendable {
  struct Declaration: Sendable {
    var target: String
    var layer: String
    var isProtocol: Bool
    var path: String
  }

  /// target -> type name -> declarations, in file-path order.
  private let byTarget: [String: [String: [Declaration]]]
  /// type name -> declarations anywhere, for trees without a package manifest.
  private let anywhere: [String: [Declaration]]
  private let searchesEverywhere: Bool
  /// protocol (or class) name -> layer -> conformances from production files.
  private let conformers: [String: [String: Int]]
  private let protocolRoles: [ProtocolRole]
  /// Layers that are not roles (a module's contracts file, `other`): they give no
  /// protocol its layer.
  private let neutralLayers: Set<String>

  /// Indexes the declarations and conformances of `snapshot`'s production files.
  public init(
    snapshot: ProjectSnapshot, protocolRoles: [ProtocolRole] = [],
    contractLayers: Set<String> = ["contracts"]
  ) {
    self.protocolRoles = protocolRoles
    neutralLayers = contractLayers.union([LayerProfile.otherLayer])
    var index: [String: [String: [Declaration]]] = [:]
    var anywhere: [String: [Declaration]] = [:]
    var conformers: [String: [String: Int]] = [:]
    for file in snapshot.files where !file.isTest && !file.isInferred {
      for declaration in file.facts.typeDeclarations {
        for name in declaration.inherits {
          conformers[name, default: [:]][file.layer, default: 0] += 1
        }
        guard declaration.kind.declaresType else { continue }
        let item = Declaration(
          target: file.target, layer: file.layer, isProtocol: declaration.kind == .protocol,
          path: file.path)
        index[file.target, default: [:]][declaration.name, default: []].append(item)
        anywhere[declaration.name, default: []].append(item)
      }
    }
    byTarget = index
    self.anywhere = anywhere
    self.conformers = conformers
    searchesEverywhere = snapshot.package == nil
  }

  /// The layer a declaration stands for: a protocol's implementing role, else its file's.
  func layer(of name: String, declaredAs declaration: Declaration) -> String {
    guard declaration.isProtocol else { return declaration.layer }
    let implementing = (conformers[name] ?? [:]).filter { !neutralLayers.contains($0.key) }
    if implementing.keys.contains(declaration.layer) || implementing.isEmpty {
      if implementing.isEmpty,
        let role = protocolRoles.first(where: { name.hasSuffix($0.suffix) && name != $0.suffix })
      {
        return role.layer
      }
      return declaration.layer
    }
    return implementing.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? declaration.layer
  }

  /// The layer declaring `name` in `target` (the first, by file path), if any.
  public func layer(of name: String, in target: String) -> String? {
    guard let first = byTarget[target]?[name]?.first else { return nil }
    return layer(of: name, declaredAs: first)
  }

  /// The declarations `name` means in `file`: its own target's, an imported target's, or
  /// (in a tree without a package) anywhere.
  func candidates(_ name: String, for file: SourceFile, imported: [String]) -> [Declaration] {
    if let own = byTarget[file.target]?[name] { return own }
    for module in imported {
      if let found = byTarget[module]?[name] { return found }
    }
    return searchesEverywhere ? anywhere[name] ?? [] : []
  }

  /// Every cross-layer reference of `file`, sorted by position.
  public func references(of file: SourceFile) -> [LayerReference] {
    let imported = Set(file.facts.imports.map(\.module)).sorted()
    let ownNames = Set(file.facts.typeDeclarations.map(\.name))
    var result: [LayerReference] = []
    for (name, position) in file.facts.references where !ownNames.contains(name) {
      let declarations = candidates(name, for: file, imported: imported)
      guard let first = declarations.first else { continue }
      let layers = declarations.map { layer(of: name, declaredAs: $0) }
      // Declared in the file's own layer too (a nested `Row`, a helper): a local name.
      if layers.contains(file.layer) { continue }
      result.append(
        LayerReference(
          path: file.path, position: position, fromTarget: file.target, fromLayer: file.layer,
          toTarget: first.target, toLayer: layers[0], name: name,
          isProtocol: first.isProtocol, toPath: first.path))
    }
    return result.sorted { ($0.position, $0.name) < ($1.position, $1.name) }
  }
}
