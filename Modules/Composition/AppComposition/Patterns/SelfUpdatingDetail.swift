import Domain
import PlayerDetailFeature

/// The input of a variant's detail screen: the variant hears about the saved player from
/// its own edit screen, so there is nothing for the roster flow to pass on.
@MainActor
final class SelfUpdatingDetail: PlayerDetailInput {
  func playerDidChange(_ player: Player) {}
}
