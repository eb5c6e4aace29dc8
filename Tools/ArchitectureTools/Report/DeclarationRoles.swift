/// The role of each type a tree declares, from its declaration rather than from the name
/// of the file that happens to hold a piece of it (docs/METRICS.md, "Roles by declaration").
///
/// - A class, struct, enum or actor plays the role of the file that declares it
///   (`GatherPresenter` in `GatherPresenter.swift` is presentation), so its extensions in
///   other files (`GatherView.swift`) count with it.
/// - A protocol plays its conformer's role: it is that type's contract
///   (`GatherPresenting`, declared in the view's file, conformed to by `GatherPresenter`,
///   is presentation). With no conformer in the tree it keeps its own file's role.
/// - A type the tree does not declare (an extension of a Domain type) keeps the role of
///   the file of the extension.
public struct DeclarationRoles: Sendable {
  /// Role of each declared type, by its last name component.
  public private(set) var roles: [String: String] = [:]

  /// Reads `snapshot`'s production files.
  public init(snapshot: ProjectSnapshot) {
    profile = snapshot.profile
    let production = snapshot.files.filter { !$0.isTest }
    var protocols: [String: String] = [:]
    for file in production {
      let role = profile.role(of: file.layer)
      for declaration in file.facts.typeDeclarations {
        let name = Self.lastComponent(declaration.name)
        switch declaration.kind {
        case .extension: continue
        case .protocol: protocols[name] = protocols[name] ?? role
        default: roles[name] = roles[name] ?? role
        }
      }
    }
    var conformers: [String: String] = [:]
    for file in production {
      for declaration in file.facts.typeDeclarations where declaration.kind != .protocol {
        let name = Self.lastComponent(declaration.name)
        let role = roles[name] ?? profile.role(of: file.layer)
        for inherited in declaration.inherits where protocols[inherited] != nil {
          conformers[inherited] = conformers[inherited] ?? role
        }
      }
    }
    for (name, ownRole) in protocols {
      roles[name] = conformers[name] ?? ownRole
    }
  }

  /// The role of code inside `type` (its innermost name) in `file`; the file's own role at
  /// file scope or for a type the tree does not declare.
  public func role(ofType type: String?, in file: SourceFile) -> String {
    if let type, let role = roles[Self.lastComponent(type)] { return role }
    return profile.role(of: file.layer)
  }

  let profile: LayerProfile

  public static func lastComponent(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }
}
