import Domain
import Presentation

/// The match screen's words and rows are Presentation's `GatherText`, the same in every pattern
/// (docs/PATTERNS.md, "What is shared"): the controller decides when to print them.
extension GatherViewController {
  typealias Text = GatherText
}
