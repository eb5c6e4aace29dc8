import Domain
import LineUI

/// The Attendance module's one public entry: builds View, Interactor and Presenter,
/// wires them and the flow's Router through their initialisers and returns the screen.
public struct AttendanceBuilder {
  private let console: Console
  private let gatherService: any GatherService
  private let playerService: any PlayerService

  /// - Parameters:
  ///   - console: where the screen writes and reads its lines.
  ///   - gatherService: the gathers whose players are counted.
  ///   - playerService: the roster: every player is listed, those who never came with 0.
  public init(
    console: Console, gatherService: any GatherService, playerService: any PlayerService
  ) {
    self.console = console
    self.gatherService = gatherService
    self.playerService = playerService
  }

  /// The attendance screen; `done` reaches `router`, which the owning flow implements.
  @MainActor
  public func build(router: any AttendanceRouter) -> any Screen {
    let view = AttendanceView(console: console)
    let presenter = AttendancePresenter(
      view: view,
      interactor: AttendanceInteractor(
        gatherService: gatherService, playerService: playerService),
      router: router)
    return ModuleScreen(view: view, presenter: presenter as any AttendancePresenting)
  }
}
