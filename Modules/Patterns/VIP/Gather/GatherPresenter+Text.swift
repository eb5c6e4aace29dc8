import Domain
import Presentation

/// The match screen's words and rows are Presentation's `GatherText`, the same in every pattern
/// (docs/PATTERNS.md, "What is shared"): the presenter puts them into the view models.
extension GatherPresenter {
  typealias Text = GatherText
}
