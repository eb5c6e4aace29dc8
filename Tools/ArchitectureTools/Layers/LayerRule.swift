/// One classification rule. Every constraint it has must hold; a rule with none matches
/// every file.
public struct LayerRule: Sendable, Hashable, Codable {
  /// The layer a matching file belongs to.
  public var layer: String
  /// The file name without `.swift` ends with this (case-sensitive): `Presenter`.
  public var suffix: String?
  /// Some folder on the file's path has this name (case-insensitive): `Networking`.
  public var folder: String?
  /// The relative path matches this glob (`*` one component part, `**` any folders).
  public var path: String?
  /// The file declares a type that inherits from or conforms to this, or extends it
  /// (`UIStackView`): a rule on what the code is, for files whose names say nothing.
  public var inherits: String?

  /// The rule in words, as `report --files` shows it: `suffix Presenter + folder Views`.
  public var summary: String {
    let parts =
      [
        suffix.map { "suffix \($0)" }, folder.map { "folder \($0)" }, path.map { "path \($0)" },
        inherits.map { "inherits \($0)" },
      ].compactMap { $0 }
    return parts.isEmpty ? "every file" : parts.joined(separator: " + ")
  }

  /// Creates a rule.
  public init(
    layer: String, suffix: String? = nil, folder: String? = nil, path: String? = nil,
    inherits: String? = nil
  ) {
    self.layer = layer
    self.suffix = suffix
    self.folder = folder
    self.path = path
    self.inherits = inherits
  }
}
