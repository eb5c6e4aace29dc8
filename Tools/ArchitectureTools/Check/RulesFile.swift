import Foundation

/// `check --rules FILE`: what each layer may not reference, import, use or call, for any
/// tree and profile. `check --profile P` uses P's built-in rules (`RulesFile+Patterns`).
///
/// ```json
/// { "profile": "viper",
///   "rules": [ { "layer": "view", "mayNotReference": ["interactor", "router"],
///                "mayNotUse": ["URLSession", "FileManager"] } ] }
/// ```
public struct RulesFile: Sendable, Codable, Equatable {
  /// One layer's limits; every field but `layer` is optional.
  public struct Rule: Sendable, Codable, Equatable {
    public var layer: String
    /// Layers whose types (and the protocols they implement) it may not mention.
    public var mayNotReference: [String]?
    /// Layers whose concrete types it may not mention; their protocols it may.
    public var mayNotReferenceConcrete: [String]?
    /// Layers it may reference in its own module only (concrete types).
    public var mayNotReferenceOtherModules: [String]?
    /// Type names it may not mention (`URLSession`); `*Building` matches a suffix.
    public var mayNotUse: [String]?
    /// Modules it may not import (`UIKit`, `LineUI`).
    public var mayNotImport: [String]?
    /// Functions and methods it may not call (`pushViewController`).
    public var mayNotCall: [String]?
    /// Type names no function it declares may return (`Feedback`); `*Command` as above.
    public var mayNotReturn: [String]?
    /// Type names a file declaring a class or actor must mention one of (`Observable`).
    public var mustUseOneOf: [String]?
    /// The diagnostic's rule identifier (default `<layer>-rules`) and the fix it suggests.
    public var name: String?
    public var why: String?

    /// Creates a rule.
    public init(
      layer: String, mayNotReference: [String]? = nil, mayNotReferenceConcrete: [String]? = nil,
      mayNotReferenceOtherModules: [String]? = nil, mayNotUse: [String]? = nil,
      mayNotImport: [String]? = nil, mayNotCall: [String]? = nil,
      mayNotReturn: [String]? = nil, mustUseOneOf: [String]? = nil, name: String? = nil,
      why: String? = nil
    ) {
      self.layer = layer
      self.mayNotReference = mayNotReference
      self.mayNotReferenceConcrete = mayNotReferenceConcrete
      self.mayNotReferenceOtherModules = mayNotReferenceOtherModules
      self.mayNotUse = mayNotUse
      self.mayNotImport = mayNotImport
      self.mayNotCall = mayNotCall
      self.mayNotReturn = mayNotReturn
      self.mustUseOneOf = mustUseOneOf
      self.name = name
      self.why = why
    }
  }

  /// The profile that places files in layers (a built-in name or a JSON file).
  public var profile: String?
  public var rules: [Rule]
  /// Layer pairs that may reference each other both ways without making a cycle
  /// (default: VIPER's presenter hub with view, interactor and router).
  public var mutual: [[String]]?
  /// Edges of a cycle the pattern is built on, run one way (VIP's view -> interactor ->
  /// presenter -> view): left out of `no-layer-cycles`; a rule forbids the way back.
  public var designedCycle: [[String]]?
  /// What the methods of a role's protocols may take (`MethodParameterRule`).
  public var methodParameters: [MethodParameterRule]?
  /// Which role may store a screen's state (`StoredStateRule`).
  public var storedState: [StoredStateRule]?

  /// Creates a rules file.
  public init(
    profile: String?, rules: [Rule], mutual: [[String]]? = nil, designedCycle: [[String]]? = nil,
    methodParameters: [MethodParameterRule]? = nil, storedState: [StoredStateRule]? = nil
  ) {
    self.profile = profile
    self.rules = rules
    self.mutual = mutual
    self.designedCycle = designedCycle
    self.methodParameters = methodParameters
    self.storedState = storedState
  }

  /// Reads a rules file; errors name the file.
  public static func decode(json: String, path: String) throws -> RulesFile {
    do {
      let rules = try JSONDecoder().decode(RulesFile.self, from: Data(json.utf8))
      guard !rules.rules.isEmpty else {
        throw ArchToolError.usage("rules \(path) has no rules")
      }
      return rules
    } catch let error as DecodingError {
      throw ArchToolError.usage("rules \(path): \(LayerProfile.explain(error))")
    }
  }

  /// Every layer these rules name must be one of `profile`'s: a misspelt layer would make
  /// a rule that never applies, so it is an error listing the layers there are.
  public func validate(against profile: LayerProfile, path: String) throws {
    let known = profile.layers
    for (index, rule) in rules.enumerated() {
      let names =
        [rule.layer] + (rule.mayNotReference ?? []) + (rule.mayNotReferenceConcrete ?? [])
        + (rule.mayNotReferenceOtherModules ?? [])
        + (mutual ?? []).joined() + (designedCycle ?? []).joined()
      for name in names where !known.contains(name) {
        throw ArchToolError.usage(
          "rules \(path): rules[\(index)] names layer '\(name)', which profile "
            + "\(profile.name) does not have; its layers are \(known.joined(separator: ", "))")
      }
    }
  }

  /// A policy applying these rules to every target, with no rings or conventions.
  public var policy: RingPolicy {
    var policy = RingPolicy(
      rings: [], systemModules: [], testFrameworks: [], layeredRings: [],
      layerRules: rules.map(\.limit),
      mutualLayers: Set(
        (mutual ?? [["presenter", "view"], ["interactor", "presenter"], ["presenter", "router"]])
          .map { $0.sorted() }),
      protocolRoles: [
        ProtocolRole(suffix: "InteractorProtocol", layer: "interactor"),
        ProtocolRole(suffix: "Interacting", layer: "interactor"),
        ProtocolRole(suffix: "RouterProtocol", layer: "router"),
        ProtocolRole(suffix: "Routing", layer: "router"),
      ], everyTargetLayered: true)
    policy.designedEdges = Set(designedCycle ?? [])
    policy.methodParameterRules = methodParameters ?? []
    policy.storedStateRules = storedState ?? []
    return policy
  }
}

extension RulesFile.Rule {
  /// The rule as the checker applies it.
  var limit: LayerReferenceRule {
    let lists: [(String, [String]?)] = [
      ("may not reference ", mayNotReference),
      ("reaches only through their protocols: ", mayNotReferenceConcrete),
      ("may not use ", mayNotUse), ("may not import ", mayNotImport), ("may not call ", mayNotCall),
      ("may not return ", mayNotReturn), ("must use one of ", mustUseOneOf),
    ]
    let said = lists.compactMap { what, names in names.map { what + $0.joined(separator: ", ") } }
    var limit = LayerReferenceRule(
      layer: layer, forbidden: Set(mayNotReference ?? []),
      forbiddenImports: Set(mayNotImport ?? []), rule: name ?? "\(layer)-rules",
      fix: why ?? "the rules say \(layer) " + said.joined(separator: "; "))
    limit.forbiddenInOtherModules = Set(mayNotReferenceOtherModules ?? [])
    limit.forbiddenConcrete = Set(mayNotReferenceConcrete ?? [])
    limit.forbiddenTypes = Set(mayNotUse ?? [])
    limit.forbiddenCalls = Set(mayNotCall ?? [])
    limit.forbiddenResults = Set(mayNotReturn ?? [])
    limit.requiredTypes = Set(mustUseOneOf ?? [])
    return limit
  }
}
