/// One ring of the architecture and what it may import.
public struct Ring: Sendable, Hashable {
  public var name: String
  /// Targets whose path matches one of these globs are in the ring.
  public var paths: [String]
  /// Rings whose targets it may import (its own ring only when listed).
  public var mayImportRings: Set<String>
  /// Further targets it may import by name, e.g. infrastructure may import `Domain`.
  public var mayImportTargets: Set<String>
  /// Whether it may import XCTest and Testing.
  public var mayImportTestFrameworks: Bool
  /// Whether its imports are checked at all (tests are not).
  public var isPoliced: Bool
  /// The rule's identifier and the fix it suggests.
  public var rule: String
  public var fix: String
}

/// A rule on references between the layers of one target.
public struct LayerReferenceRule: Sendable, Hashable {
  public var layer: String
  /// Layers (of its own target or imported ones) its files must not reference.
  public var forbidden: Set<String>
  /// Modules its files must not import.
  public var forbiddenImports: Set<String>
  public var rule: String
  public var fix: String
}

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
  /// Whether the layer rules apply to every target (a rules file), not only `layeredRings`.
  public var everyTargetLayered = false
  /// File naming, test doubles and printing (`ConventionPolicy.none` checks nothing).
  public var conventions: ConventionPolicy = .none

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
