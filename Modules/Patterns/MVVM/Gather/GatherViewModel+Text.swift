import Domain
import Presentation

/// The match screen's words and rows are Presentation's `GatherText`, the same in every pattern
/// (docs/PATTERNS.md, "What is shared"): the view model decides when its output carries them.
extension GatherViewModel {
  typealias Text = GatherText
}
