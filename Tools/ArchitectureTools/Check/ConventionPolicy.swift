/// What `check` enforces beyond imports and layers: the conventions a tool can see.
public struct ConventionPolicy: Sendable {
  /// Rings whose production files must be named after their type (`Type.swift`, or
  /// `Type+Role.swift` holding only extensions of `Type`).
  public var namedFileRings: Set<String>
  /// File names exempt from the naming rule (`main.swift`, `Package.swift`).
  public var unnamedFiles: Set<String>
  /// Rings where `@unchecked Sendable` is forbidden (the tests), and whether the code
  /// `new-module` generates is checked too.
  public var noUncheckedSendableRings: Set<String>
  public var checksGeneratedModule: Bool
  /// Rings that print only through the UI toolkit, and what counts as printing.
  public var quietRings: Set<String>
  public var printingCalls: Set<String>
  public var printingTypes: Set<String>
  /// Rings whose production code does no Foundation path arithmetic, and the types and
  /// the path properties (read as `NSString` has them) that are refused there (`NSString`'s path methods trap on a one-character
  /// path; Domain's `FilePaths` does it by hand).
  public var pathRings: Set<String>
  public var pathTypes: Set<String>
  public var pathMethods: Set<String>
  /// Rings whose production code holds no file format (docs/ARCHITECTURE.md, section 4:
  /// file formats are not entities; they are Infrastructure behind a Domain protocol), and
  /// what shows one: a coder or serialiser type named (`JSONEncoder`, a conformance to
  /// `Encodable`), or a function whose name carries a format's name (`csvField`).
  public var formatRings: Set<String> = []
  public var formatTypes: Set<String> = []
  public var formatFunctionWords: [String] = []
  /// Rings whose presenters keep their state one way (docs/ARCHITECTURE.md, section 4),
  /// and the suffix of a presenter's type: its stored `var`s are set only in its own file
  /// (`private var`, or `private(set) var` that role extensions read), and a class nested in
  /// it to hold state sets its `var`s only through its own methods.
  public var presenterStateRings: Set<String> = []
  public var presenterSuffix = "Presenter"

  /// This repository's conventions (README, docs/VIPER.md).
  public static let footballGather = ConventionPolicy(
    namedFileRings: [
      "kernel", "presentation", "infrastructure", "feature", "patterns", "composition", "support",
      "tools",
    ],
    unnamedFiles: ["main.swift", "Package.swift"],
    noUncheckedSendableRings: ["test"], checksGeneratedModule: true,
    quietRings: ["feature", "patterns"],
    printingCalls: ["print", "debugPrint", "dump", "fputs", "puts", "putchar", "fwrite", "printf"],
    printingTypes: ["FileHandle"],
    pathRings: [
      "kernel", "presentation", "infrastructure", "feature", "patterns", "composition", "app",
      "support", "tools",
    ],
    pathTypes: ["NSString"],
    pathMethods: [
      "deletingLastPathComponent", "deletingPathExtension", "expandingTildeInPath",
      "standardizingPath", "resolvingSymlinksInPath", "abbreviatingWithTildeInPath",
    ],
    formatRings: ["feature"],
    formatTypes: [
      "JSONEncoder", "JSONDecoder", "JSONSerialization", "PropertyListEncoder",
      "PropertyListDecoder", "PropertyListSerialization", "Encodable", "Decodable", "Codable",
      "CodingKey", "XMLParser",
    ],
    formatFunctionWords: ["csv", "json", "xml", "plist"],
    presenterStateRings: ["feature"])

  /// No convention at all (for trees that are not this repository).
  public static let none = ConventionPolicy(
    namedFileRings: [], unnamedFiles: [], noUncheckedSendableRings: [],
    checksGeneratedModule: false, quietRings: [], printingCalls: [], printingTypes: [],
    pathRings: [], pathTypes: [], pathMethods: [])
}
