import Domain
import Presentation

/// What of the match the screen lists: `list`, `list A-B` and `more` page a long line-up
/// with the roster's words; after a change a long line-up shows the timer line alone.
extension GatherPresenter {
  /// `list`: the match again, from the first page of a long line-up.
  func didRequestList() async {
    window.reset()
    view.display(GatherPresenter.Formatter.viewModel(of: interactor.status, window: window))
  }

  /// `list A-B`: the players numbered A to B, in each section.
  func didRequestList(_ numbers: ClosedRange<Int>) async {
    window.show(numbers)
    view.display(GatherPresenter.Formatter.viewModel(of: interactor.status, window: window))
  }

  /// `more`: the next 25 players of each long section.
  func didRequestMore() async {
    let status = interactor.status
    guard window.more(in: status.match) else {
      return view.displayMessage(GatherText.endOfLineUp)
    }
    view.display(GatherPresenter.Formatter.viewModel(of: status, window: window))
  }

  /// The match after a change: the whole screen, or on a line-up too long to list whole
  /// only the timer line: what changed was said, and `list` and `more` show the teams.
  func displayChange(_ status: MatchStatus) {
    var viewModel = GatherPresenter.Formatter.viewModel(of: status)
    viewModel.listsTeams = LineUpWindow.listsWhole(status.match)
    view.display(viewModel)
  }
}
