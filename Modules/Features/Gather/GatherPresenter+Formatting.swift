import Domain
import Presentation

extension GatherPresenter {
  /// Turns the match into the view model the screen shows. The sentences themselves are
  /// Presentation's `GatherText`, the same words every pattern variant prints; what stays here is
  /// VIPER's own: the presenter's output type to its view.
  enum Formatter {
    static func viewModel(of status: MatchStatus, window: LineUpWindow = LineUpWindow())
      -> GatherViewModel
    {
      let content = GatherText.content(of: status, window: window)
      return GatherViewModel(
        title: content.title,
        sections: content.sections.map { section in
          GatherViewModel.Section(
            title: section.title,
            rows: section.rows.map {
              GatherViewModel.Row(number: $0.number, name: $0.name, position: $0.position)
            })
        },
        timer: content.timer, highestNumber: content.highestNumber,
        names: content.names.map { GatherViewModel.Named(number: $0.number, name: $0.name) })
    }
  }
}
