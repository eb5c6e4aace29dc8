/// The shape of a feature's Router (docs/VIPER.md, "Router"): the module's ways out, a
/// public protocol the flow that owns the module implements. In each target of `ring`
/// that has a builder (`<Name>Builder.swift`):
///
/// - `<Name>Router.swift` exists and declares `public protocol <Name>Router: AnyObject`
///   (`AnyObject`, so the presenter can hold it weakly);
/// - that file declares no concrete type: no router class forwarding to a listener;
/// - no file declares a protocol ending in one of `forbiddenSuffixes` (`Listener`,
///   `Routing`): one navigation event has two names, the presenter's input and the intent.
public struct RouterShapeRule: Sendable, Equatable {
  /// The ring whose targets are feature modules (`feature`).
  public var ring: String
  /// The layers of the builder file and of the router file (`builder`, `router`).
  public var builderLayer = "builder"
  public var routerLayer = "router"
  /// What a module's builder and router are called after the module's name.
  public var builderSuffix = "Builder"
  public var routerSuffix = "Router"
  /// Protocol names no feature declares.
  public var forbiddenSuffixes: [String] = ["Listener", "Routing"]

  static let publicProtocol = "router-is-the-modules-public-protocol"
  static let required = "feature-has-a-router"
  static let noListener = "feature-declares-no-listener-or-routing"

  /// Creates the rule for the targets of `ring`.
  public init(ring: String) {
    self.ring = ring
  }

  /// The violations in the production files of one target (`files`).
  func check(_ files: [SourceFile]) -> [Diagnostic] {
    guard
      let builder = files.first(where: {
        $0.layer == builderLayer && LayerClassifier.stem(of: $0.path).hasSuffix(builderSuffix)
      })
    else { return [] }
    let name = String(LayerClassifier.stem(of: builder.path).dropLast(builderSuffix.count))
    let expected = name + routerSuffix
    var diagnostics = files.flatMap(listeners)
    let routers = files.filter {
      $0.layer == routerLayer && LayerClassifier.stem(of: $0.path) == expected
    }
    guard let router = routers.first else {
      return diagnostics + [
        Diagnostic(
          path: builder.path, position: SourcePosition(line: 1, column: 1), rule: Self.required,
          message: "module \(name) has no \(expected).swift",
          fix: "declare the module's ways out in \(expected).swift: `@MainActor public "
            + "protocol \(expected): AnyObject`, one method per intent of the user")
      ]
    }
    diagnostics += shape(of: router, expected: expected)
    return diagnostics
  }

  /// A router file that is not one public protocol named after the module.
  func shape(of file: SourceFile, expected: String) -> [Diagnostic] {
    let topLevel = file.facts.typeDeclarations.filter { $0.depth == 0 }
    func found(_ position: SourcePosition, _ message: String) -> Diagnostic {
      Diagnostic(
        path: file.path, position: position, rule: Self.publicProtocol, message: message,
        fix: "the Router is the module's ways out: `@MainActor public protocol \(expected): "
          + "AnyObject`, which the flow that owns the module implements; the presenter holds "
          + "it weakly and no class forwards its calls")
    }
    let concrete = topLevel.filter { $0.kind.declaresType && $0.kind != .protocol }
    guard
      let declared = topLevel.first(where: { $0.kind == .protocol && $0.name == expected })
    else {
      // The old shape (a router class forwarding to a listener) is one diagnostic.
      let position =
        (concrete.first ?? topLevel.first)?.position
        ?? SourcePosition(line: 1, column: 1)
      let instead = concrete.first.map { ", but \($0.kind.rawValue) \($0.name)" } ?? ""
      return [
        found(position, "\(expected).swift declares no protocol \(expected)\(instead)")
      ]
    }
    var diagnostics = concrete.map {
      found($0.position, "\(expected).swift declares \($0.kind.rawValue) \($0.name)")
    }
    if !declared.isPublic {
      diagnostics.append(found(declared.position, "protocol \(expected) is not public"))
    }
    if !declared.inherits.contains("AnyObject") {
      diagnostics.append(
        found(declared.position, "protocol \(expected) is not class-bound (AnyObject)"))
    }
    return diagnostics
  }

  /// The `…Listener` and `…Routing` protocols `file` declares.
  func listeners(in file: SourceFile) -> [Diagnostic] {
    file.facts.typeDeclarations.filter { declaration in
      declaration.kind == .protocol
        && forbiddenSuffixes.contains { declaration.name.hasSuffix($0) }
    }.map {
      Diagnostic(
        path: file.path, position: $0.position, rule: Self.noListener,
        message: "\(LayerClassifier.stem(of: file.path)) declares protocol \($0.name)",
        fix: "a module's ways out are its public …Router protocol, named after the user's "
          + "intents; the presenter calls it and the owning flow implements it")
    }
  }
}
