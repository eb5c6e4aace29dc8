/// The rings, their import rules and the VIPER role rules `check` enforces.
public struct RingPolicy: Sendable {
  public var rings: [Ring]
  /// Modules from the toolchain or the OS, allowed everywhere (test frameworks apart).
  public var systemModules: Set<String>
  public var testFrameworks: Set<String>
  /// Rings whose targets get the layer rules.
  public var layeredRings: Set<String>
  public var layerRules: [LayerReferenceRule]
  /// Layer pairs that VIPER lets reference each other (the presenter is the hub).
  public var mutualLayers: Set<[String]>
  /// Protocols that are a role's contract by their name (`…Interacting` -> interactor).
  public var protocolRoles: [ProtocolRole] = []
  /// Layers that must not use IO types themselves, and those types.
  public var noIOLayers: Set<String> = []
  public var ioTypes: Set<String> = []
  /// Layers that hold a module's contracts (every role's protocol in one file): they are
  /// where the arrows are declared, not a role, so they are no node of a layer cycle.
  public var contractLayers: Set<String> = ["contracts"]
  /// Layers that assemble a module; the folder holding one is a module (`ModuleMap`).
  public var assemblyLayers: Set<String> = ["builder", "configurator"]
  /// Edges (`[from, to]`) of a cycle the pattern is built on, left out of layer cycles.
  public var designedEdges: Set<[String]> = []
  /// What the methods of a role's protocols may take (VIP: only requests, only responses).
  public var methodParameterRules: [MethodParameterRule] = []
  /// Which role may store a screen's state (MVP: the view holds none the presenter owns).
  public var storedStateRules: [StoredStateRule] = []
  /// Whether the layer rules apply to every target (a rules file), not only `layeredRings`.
  public var everyTargetLayered = false
  /// File naming, test doubles and printing (`ConventionPolicy.none` checks nothing).
  public var conventions: ConventionPolicy = .none
  /// The shape each feature's Router must have (a public protocol, no router class, no
  /// listener).
  public var routerShapeRules: [RouterShapeRule] = []

  /// One ring, `module`, holding every folder: `graph --modules` on a tree that is not
  /// this repository.
  public static let folderModules = RingPolicy(
    rings: [
      Ring(
        name: "module", paths: ["**"], mayImportRings: [], mayImportTargets: [],
        mayImportTestFrameworks: true, isPoliced: false, rule: "", fix: "")
    ], systemModules: [], testFrameworks: [], layeredRings: [], layerRules: [], mutualLayers: [])

  /// The ring of a target folder or of a file inside one.
  public func ring(ofPath path: String) -> Ring? {
    rings.first { ring in
      ring.paths.contains {
        GlobPattern($0).matches(path) || GlobPattern($0 + "/**").matches(path)
      }
    }
  }

  /// Whether the layers `a` and `b` may reference each other both ways.
  public func isMutual(_ a: String, _ b: String) -> Bool {
    mutualLayers.contains([a, b].sorted())
  }
}
