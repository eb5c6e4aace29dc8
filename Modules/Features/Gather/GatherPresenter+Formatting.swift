import Domain
import Presentation

/// The presenter's output to its view: Presentation's `GatherContent`, the rows and lines
/// every pattern's match screen shows, used as it is. VIPER keeps no copy of it: a view
/// model that repeated its fields one by one would differ only in name (docs/GATHER-PATTERNS.md,
/// "The view model"). The view prints the hint its own command table makes (the same words).
typealias GatherViewModel = GatherContent

extension GatherPresenter {
  /// Turns the match into the view model the screen shows. The sentences and rows are
  /// Presentation's `GatherText`, the same words every pattern variant prints; what stays
  /// here is VIPER's own: which window of the line-up the presenter asks for.
  enum Formatter {
    static func viewModel(of status: MatchStatus, window: LineUpWindow = LineUpWindow())
      -> GatherViewModel
    {
      GatherText.content(of: status, window: window)
    }
  }
}
