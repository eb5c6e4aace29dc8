import Domain
import Foundation
import LineUI

/// What the parent asks of the Ratings module without opening its screen.
@MainActor
public protocol RatingChangesInput: AnyObject {
  /// Writes each player's rating before and after `gather`, which has just ended (nothing
  /// when its teams are not known).
  func showChanges(after gather: Gather) async
}

/// The Ratings module's one public entry: builds View, Interactor and Presenter, wires
/// them and the flow's Router through their initialisers and returns the screen; or the part that writes
/// the rating changes after a gather.
public struct RatingsBuilder {
  private let console: Console
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let formatDate: @Sendable (Date) -> String

  /// - Parameters:
  ///   - console: where the screen writes and reads its lines.
  ///   - gatherService: the gathers the ratings are replayed from.
  ///   - playerService: the roster, for the players' names.
  ///   - formatDate: how a gather's date reads (local time in the app, fixed in tests).
  public init(
    console: Console, gatherService: any GatherService, playerService: any PlayerService,
    formatDate: @escaping @Sendable (Date) -> String
  ) {
    self.console = console
    self.gatherService = gatherService
    self.playerService = playerService
    self.formatDate = formatDate
  }

  @MainActor
  public func build(router: any RatingsRouter) -> any Screen {
    let view = RatingsView(console: console)
    let presenter = RatingsPresenter(
      formatter: RatingsPresenter.Formatter(formatDate: formatDate), view: view,
      interactor: makeInteractor(), router: router)
    return ModuleScreen(view: view, presenter: presenter as any RatingsPresenting)
  }

  @MainActor
  public func buildChanges() -> any RatingChangesInput {
    RatingChangesPresenter(view: RatingsView(console: console), interactor: makeInteractor())
  }

  private func makeInteractor() -> RatingsInteractor {
    RatingsInteractor(gatherService: gatherService, playerService: playerService)
  }
}
