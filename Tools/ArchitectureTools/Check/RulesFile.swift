import Foundation

/// `check --rules FILE`: which layers may not reference which, and which types a layer
/// may not use, for any tree and profile.
///
/// ```json
/// { "profile": "viper",
///   "rules": [ { "layer": "view", "mayNotReference": ["interactor", "router"],
///                "mayNotUse": ["URLSession", "FileManager"] } ] }
/// ```
public struct RulesFile: Sendable, Codable, Equatable {
  /// One layer's limits.
  public struct Rule: Sendable, Codable, Equatable {
    public var layer: String
    public var mayNotReference: [String]?
    public var mayNotUse: [String]?
    /// Layers it may reference in its own module only.
    public var mayNotReferenceOtherModules: [String]?
  }

  /// The profile that places files in layers (a built-in name or a JSON file).
  public var profile: String?
  public var rules: [Rule]

  /// The built-in rules for a VIPER tree (`check --profile viper`).
  public static let viper = RulesFile(
    profile: "viper",
    rules: [
      Rule(
        layer: "view", mayNotReference: ["interactor", "router", "service", "entity"],
        mayNotUse: ioTypes, mayNotReferenceOtherModules: screenRoles),
      Rule(
        layer: "presenter", mayNotReference: ["service"], mayNotUse: ioTypes,
        mayNotReferenceOtherModules: screenRoles),
      Rule(
        layer: "interactor", mayNotReference: ["view", "router"], mayNotUse: nil,
        mayNotReferenceOtherModules: screenRoles),
      Rule(
        layer: "router", mayNotReference: nil, mayNotUse: nil,
        mayNotReferenceOtherModules: screenRoles),
      Rule(
        layer: "entity", mayNotReference: ["view", "presenter", "interactor", "router"],
        mayNotUse: nil),
    ])

  /// The roles of one module's screen: another module reaches them through its builder.
  static let screenRoles = ["view", "presenter", "interactor", "router"]

  static let ioTypes = [
    "URLSession", "URLRequest", "FileManager", "FileHandle", "Process", "UserDefaults",
  ]

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
        [rule.layer] + (rule.mayNotReference ?? []) + (rule.mayNotReferenceOtherModules ?? [])
      for name in names where !known.contains(name) {
        throw ArchToolError.usage(
          "rules \(path): rules[\(index)] names layer '\(name)', which profile "
            + "\(profile.name) does not have; its layers are \(known.joined(separator: ", "))")
      }
    }
  }

  /// A policy applying these rules to every target, with no rings or conventions.
  public var policy: RingPolicy {
    RingPolicy(
      rings: [], systemModules: [], testFrameworks: [], layeredRings: [],
      layerRules: rules.map { rule in
        var limit = LayerReferenceRule(
          layer: rule.layer, forbidden: Set(rule.mayNotReference ?? []), forbiddenImports: [],
          rule: "\(rule.layer)-rules",
          fix: "the rules file says \(rule.layer) may not reference "
            + (rule.mayNotReference ?? []).joined(separator: ", "))
        limit.forbiddenInOtherModules = Set(rule.mayNotReferenceOtherModules ?? [])
        return limit
      },
      mutualLayers: [
        ["presenter", "view"], ["interactor", "presenter"], ["presenter", "router"],
      ],
      protocolRoles: [
        ProtocolRole(suffix: "InteractorProtocol", layer: "interactor"),
        ProtocolRole(suffix: "Interacting", layer: "interactor"),
        ProtocolRole(suffix: "RouterProtocol", layer: "router"),
        ProtocolRole(suffix: "Routing", layer: "router"),
      ],
      noIOLayers: Set(rules.filter { !($0.mayNotUse ?? []).isEmpty }.map(\.layer)),
      ioTypes: Set(rules.flatMap { $0.mayNotUse ?? [] }), everyTargetLayered: true)
  }
}
