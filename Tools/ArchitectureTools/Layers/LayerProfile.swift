import Foundation

/// How one architecture pattern names its layers: an ordered list of rules, first match
/// wins, and a file no rule matches is in the layer `other`.
public struct LayerProfile: Sendable, Hashable, Codable {
  /// The layer of files that no rule matches. Always reported.
  public static let otherLayer = "other"

  public var name: String
  public var summary: String
  public var rules: [LayerRule]
  /// Layer -> role (`Roles.all`); a layer not listed takes `Roles.defaults`, or is the role
  /// of the same name, else `other`.
  public var roles: [String: String]?
  /// Whether a file no rule places takes the layer of the files that use it
  /// (`LayerInference`); off for this repository, where such a file is a naming defect.
  public var infersFromUse: Bool?

  /// Creates a profile.
  public init(
    name: String, summary: String, rules: [LayerRule], roles: [String: String]? = nil,
    infersFromUse: Bool? = nil
  ) {
    self.name = name
    self.summary = summary
    self.rules = rules
    self.infersFromUse = infersFromUse
    self.roles = roles
    if roles == nil {
      let layers = self.layers.filter { $0 != Self.otherLayer }
      self.roles = Dictionary(uniqueKeysWithValues: layers.map { ($0, role(of: $0)) })
    }
  }

  /// The role `layer` plays.
  public func role(of layer: String) -> String {
    if let role = roles?[layer] { return role }
    if let role = Roles.defaults[layer] { return role }
    return Roles.all.contains(layer) ? layer : Self.otherLayer
  }

  /// The roles this profile's layers play, in `Roles.all` order, `other` last.
  public var roleOrder: [String] {
    let played = Set(layers.map(role(of:)))
    return Roles.all.filter { played.contains($0) || $0 == Self.otherLayer }
  }

  /// Layers in the order the rules first name them, then `other`.
  public var layers: [String] {
    var seen: [String] = []
    for rule in rules where !seen.contains(rule.layer) { seen.append(rule.layer) }
    if !seen.contains(Self.otherLayer) { seen.append(Self.otherLayer) }
    return seen
  }

  /// Reads a user profile from JSON: `{"name": ..., "summary": ..., "rules": [...]}`.
  public static func decode(json: String) throws -> LayerProfile {
    let profile = try JSONDecoder().decode(LayerProfile.self, from: Data(json.utf8))
    guard !profile.rules.isEmpty else {
      throw ArchToolError.usage("profile '\(profile.name)' has no rules")
    }
    return profile
  }

  /// A `DecodingError` in a sentence: what is wrong and where (`rules[2].layer`).
  static func explain(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
    }
    switch error {
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON" : "invalid value at \(path(context.codingPath))"
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return "\(path(context.codingPath)) should be \(type)"
    @unknown default:
      return "not a profile"
    }
  }

  /// The profile as pretty, key-sorted JSON (a starting point for a custom profile).
  public func encodedJSON() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }
}
