/// One analysed Swift file.
public struct SourceFile: Sendable {
  /// Relative to the scanned root, `/`-separated.
  public var path: String
  /// The SwiftPM target holding it, or its folder when the tree has no Package.swift.
  public var target: String
  /// The module it is reported under: a test target `XTests` is reported under `X`.
  public var module: String
  public var layer: String
  public var isTest: Bool
  public var facts: SourceFacts
  /// Why it is in its layer: the profile rule, or how a test's subject was found.
  public var placement = ""
  /// Whether the layer was inferred from the files using it (`LayerInference`): counted
  /// there, but `check` neither judges the file nor its users by a guessed layer.
  public var isInferred = false
  /// FNV-1a hash of the file's bytes, to find files identical across trees.
  public var contentHash: UInt64
}
