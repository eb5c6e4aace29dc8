import Domain
import Presentation

/// What of the match the screen shows after a change: on a line-up too long to list whole,
/// the timer line alone (`list`, `list A-B` and `more`, which move the window of the
/// line-up, are events of `GatherPresenter.swift`, where the window is kept).
extension GatherPresenter {
  /// The match after a change: the whole screen, or on a line-up too long to list whole
  /// only the timer line: what changed was said, and `list` and `more` show the teams.
  func displayChange(_ status: MatchStatus) {
    var viewModel = GatherPresenter.Formatter.viewModel(of: status)
    viewModel.listsTeams = LineUpWindow.listsWhole(status.match)
    view.display(viewModel)
  }
}
