/// A feature module's name and the spellings the templates need.
public struct ModuleName: Sendable, Hashable {
  /// `MatchHistory`
  public let name: String

  /// Validates `text`: UpperCamelCase ASCII letters and digits, without the `Feature`
  /// suffix the target name adds.
  public init(_ text: String) throws {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, first.properties.isUppercase, first.isASCII,
      scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    else {
      throw ArchToolError.usage(
        "'\(text)' is not a module name; use UpperCamelCase letters and digits, e.g. MatchHistory")
    }
    guard !text.hasSuffix("Feature") else {
      throw ArchToolError.usage("leave out the Feature suffix: `new-module \(text.dropLast(7))`")
    }
    name = text
  }

  /// `MatchHistoryFeature`
  public var target: String { name + "Feature" }
  /// `MatchHistoryFeatureTests`
  public var testTarget: String { target + "Tests" }
  /// `Modules/Features/MatchHistory`
  public var sourcePath: String { "Modules/Features/" + name }
  /// `Tests/MatchHistoryFeatureTests`
  public var testPath: String { "Tests/" + testTarget }
  /// `Match History`
  public var title: String { words.joined(separator: " ") }
  /// `match history> `
  public var prompt: String { words.joined(separator: " ").lowercased() + "> " }

  var words: [String] {
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty {
        words.append(String(character))
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words
  }
}
