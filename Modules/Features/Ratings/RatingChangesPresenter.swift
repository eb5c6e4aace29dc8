import Domain

/// Writes each player's rating change once a gather has ended ("Ann 27.1 → 28.3 ▲"): the
/// Ratings module's part of the end of a match, which the composition root asks for
/// through `RatingChangesInput` so the VIPER Gather screen and every pattern variant print
/// the same lines.
@MainActor
final class RatingChangesPresenter: RatingChangesInput {
  private let view: any RatingsDisplaying
  private let interactor: any RatingsInteracting

  init(view: any RatingsDisplaying, interactor: any RatingsInteracting) {
    self.view = view
    self.interactor = interactor
  }

  func showChanges(after gather: Gather) async {
    let changes: [RatingChange]
    do {
      changes = try await interactor.changes(after: gather)
    } catch {
      return view.displayError("could not work out the rating changes: \(error.message)")
    }
    guard !changes.isEmpty else { return }
    view.displayLines(["Ratings after this gather:"] + changes.map { "  " + $0.line() })
  }
}
