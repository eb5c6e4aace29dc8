import Domain
import Foundation
import LineUI

/// The History module's one public entry: builds View, Interactor and Presenter, wires
/// them and the flow's Router through their initialisers and returns the screen.
public struct HistoryBuilder {
  private let console: Console
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let resultService: any MatchResultService
  private let files: any TextFileAccess
  private let codec: any HistoryFileCoding
  private let formatDate: @Sendable (Date) -> String

  /// - Parameters:
  ///   - console: where the screen writes and reads its lines.
  ///   - gatherService: the past gathers, a page at a time.
  ///   - playerService: the roster, for the players' records and corrected line-ups.
  ///   - resultService: where a corrected result is saved.
  ///   - files: where the history is exported to.
  ///   - codec: the export's file formats (Infrastructure's `RosterFiles`, handed in by the
  ///     composition root).
  ///   - formatDate: how a gather's date reads (local time in the app, fixed in tests).
  public init(
    console: Console, gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService, files: any TextFileAccess,
    codec: any HistoryFileCoding, formatDate: @escaping @Sendable (Date) -> String
  ) {
    self.files = files
    self.codec = codec
    self.resultService = resultService
    self.console = console
    self.gatherService = gatherService
    self.playerService = playerService
    self.formatDate = formatDate
  }

  @MainActor
  public func build(router: any HistoryRouter) -> any Screen {
    let view = HistoryView(console: console)
    let presenter = HistoryPresenter(
      formatter: HistoryPresenter.Formatter(formatDate: formatDate),
      view: view,
      interactor: HistoryInteractor(
        gatherService: gatherService, playerService: playerService, resultService: resultService,
        files: files, codec: codec),
      router: router)
    return ModuleScreen(view: view, presenter: presenter as any HistoryPresenting)
  }
}
