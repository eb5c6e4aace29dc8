import Testing

/// The six ways a screen is written: VIPER (the feature modules under Modules/Features)
/// and the five variants under Modules/Patterns. Every behaviour test runs once per case,
/// and a failure names the pattern (`aWrongPasswordIsOneError(pattern: MVP-C)`).
enum Pattern: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case viper
  case mvc
  case mvvm
  case mvp
  case mvpc = "mvp-c"
  case vip

  var testDescription: String {
    switch self {
    case .viper: "VIPER"
    case .mvc: "MVC"
    case .mvvm: "MVVM"
    case .mvp: "MVP"
    case .mvpc: "MVP-C"
    case .vip: "VIP"
    }
  }
}
