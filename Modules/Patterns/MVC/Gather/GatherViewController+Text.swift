import Domain

/// The match screen's words and rows are Domain's `GatherText`, the same in every pattern
/// (docs/PATTERNS.md, "What is shared"): the controller decides when to print them.
extension GatherViewController {
  typealias Text = GatherText
}
