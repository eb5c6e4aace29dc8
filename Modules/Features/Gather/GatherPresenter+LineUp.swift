import Domain

/// The line-up commands: a player moved, two swapped, a substitution.
extension GatherPresenter {
  /// Says what changed ("Line-up: 12' Cy on for Dee (Team B).") and shows the teams again,
  /// or words the match's refusal with the command to type.
  func didRequestLineUp(_ request: LineUpRequest) async {
    do {
      switch try await interactor.changeLineUp(request) {
      case .done(let changes, let status):
        view.displayMessage(GatherPresenter.Formatter.lineUpChanged(changes, in: status.match))
        view.display(GatherPresenter.Formatter.viewModel(of: status))
      case .refused(let refusal, let names):
        view.displayError(GatherPresenter.Formatter.refusal(refusal, names: names))
      }
    } catch {
      view.displayError(error.message)
    }
  }
}
