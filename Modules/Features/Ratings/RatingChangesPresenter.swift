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
    let shown = changes.prefix(Self.screenful).map { "  " + $0.line() }
    let rest = changes.count - shown.count
    let more =
      rest > 0 ? ["  … and \(rest) more: 'ratings' on the player list shows every player."] : []
    view.displayLines(["Ratings after this gather:"] + shown + more)
  }

  /// A gather of 10,000 players would otherwise print 10,000 lines: a screenful is shown,
  /// as the roster shows one, and the ratings screen pages the rest.
  static let screenful = 50
}
