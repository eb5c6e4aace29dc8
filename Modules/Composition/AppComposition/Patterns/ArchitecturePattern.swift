/// The pattern the pattern lab's screens are written in (`footballgather --pattern X`):
/// login, a player's detail with its edit screen, and the match. VIPER, the default, is
/// the feature modules; the other five are the variants under Modules/Patterns. Every
/// other screen is VIPER whatever is chosen.
public enum ArchitecturePattern: String, CaseIterable, Sendable {
  case mvc
  case mvvm
  case mvp
  case mvpc = "mvp-c"
  case viper
  case vip

  /// The pattern as its name is written: `MVP-C`.
  public var name: String { rawValue.uppercased() }

  /// The pattern a command-line word names, in any case (`mvpc` too), or `nil`.
  public init?(word: String) {
    let word = word.lowercased()
    guard let pattern = Self(rawValue: word == "mvpc" ? "mvp-c" : word) else { return nil }
    self = pattern
  }

  /// The words `--pattern` takes, for help and errors: `mvc|mvvm|mvp|mvp-c|viper|vip`.
  public static var words: String { allCases.map(\.rawValue).joined(separator: "|") }
}
