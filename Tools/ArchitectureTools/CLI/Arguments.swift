/// A command line split into a command, positional arguments, options and flags.
public struct Arguments: Sendable, Equatable {
  /// Options that take a value (`--format json` or `--format=json`); may repeat.
  static let valued: Set<String> = [
    "profile", "format", "baseline", "describe", "write-baseline", "runs", "touch", "path",
    "metrics", "configuration", "explain", "rules", "abstractness", "modules", "range",
    "owners", "owner", "changed",
  ]
  /// Options that take no value.
  static let flags: Set<String> = [
    "help", "version", "layers", "include-tests", "dry-run", "edit", "files", "functions", "types",
    "code",
    "coupling",
  ]

  public var command: String?
  public var positionals: [String] = []
  public var options: [String: [String]] = [:]
  public var flags: Set<String> = []

  /// Parses `arguments` (without the program name).
  public init(_ arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("--"), argument.count > 2 else {
        if command == nil, !argument.hasPrefix("-") {
          command = argument
        } else {
          positionals.append(argument)
        }
        continue
      }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if Self.flags.contains(name), value == nil {
        flags.insert(name)
      } else if Self.valued.contains(name) {
        guard let given = value ?? remaining.popFirst() else {
          throw ArchToolError.usage("--\(name) needs a value")
        }
        options[name, default: []].append(given)
      } else {
        throw ArchToolError.usage("unknown option --\(name); see `archtool help`")
      }
    }
  }

  /// The last value of `--name`.
  public func option(_ name: String) -> String? { options[name]?.last }

  /// Every value of a repeated `--name`.
  public func all(_ name: String) -> [String] { options[name] ?? [] }

  /// Whether `--name` was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The value of `--format`, one of `allowed`, `fallback` when absent.
  public func format<Format: RawRepresentable>(_ fallback: Format) throws -> Format
  where Format.RawValue == String, Format: CaseIterable {
    guard let text = option("format") else { return fallback }
    guard let format = Format(rawValue: text) else {
      let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
      throw ArchToolError.usage("unknown format '\(text)'; use one of \(names)")
    }
    return format
  }

  /// `--runs N` as a positive integer.
  public func positiveInteger(_ name: String, default fallback: Int) throws -> Int {
    guard let text = option(name) else { return fallback }
    guard let value = Int(text), value > 0 else {
      throw ArchToolError.usage("--\(name) needs a positive whole number, not '\(text)'")
    }
    return value
  }
}
