import Domain
import LineUI

/// The pattern lab's screens, built in the pattern chosen with `--pattern`: the login
/// screen, a player's detail (with the edit screen it opens itself) and the match screen.
/// VIPER, and every screen outside the lab, come from `FeatureBuilders`.
///
/// The flows do not know which pattern built a screen: each variant meets them through
/// the same `…Building` protocol, with a small adapter that turns the variant's way out
/// (a delegate, a coordinator's parent, a router's delegate) into an intent of the
/// feature's `…Router`, which the flow implements. One extension per screen: `PatternBuilders+Login.swift`,
/// `+PlayerDetail.swift`, `+Gather.swift`.
@MainActor
struct PatternBuilders {
  let pattern: ArchitecturePattern
  let features: FeatureBuilders
  /// The screen stack, for the variants that navigate themselves (the detail screen
  /// pushes its edit screen in MVC, MVVM and MVP; a coordinator or a router does in
  /// MVP-C and VIP).
  let navigation: VariantNavigation
}
