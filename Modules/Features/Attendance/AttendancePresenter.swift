import Domain

/// What the presenter asks of the view.
@MainActor
protocol AttendanceDisplaying: AnyObject {
  func display(_ viewModel: AttendanceViewModel)
  func displayError(_ message: String)
}

/// The use cases the presenter runs.
protocol AttendanceInteracting: Sendable {
  func load() async throws(FootballGatherError) -> AttendanceEntity
}

/// Reacts to the Attendance screen's events: loads the attendance, shows every player or
/// the first few, and finishes.
@MainActor
final class AttendancePresenter: AttendancePresenting {
  private let view: any AttendanceDisplaying
  private let interactor: any AttendanceInteracting
  private weak var router: (any AttendanceRouter)?

  init(
    view: any AttendanceDisplaying, interactor: any AttendanceInteracting,
    router: any AttendanceRouter
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func viewDidAppear() async {
    await show(first: nil)
  }

  func didRequestList() async {
    await show(first: nil)
  }

  func didRequestTop(_ count: Int) async {
    await show(first: count)
  }

  func didRequestDone() async {
    await router?.finish()
  }

  private func show(first count: Int?) async {
    do {
      view.display(makeViewModel(try await interactor.load(), first: count))
    } catch {
      view.displayError("could not load attendance: \(error.message)")
    }
  }

  private func makeViewModel(_ entity: AttendanceEntity, first count: Int?)
    -> AttendanceViewModel
  {
    guard entity.gathers > 0 else {
      return AttendanceViewModel(title: "Attendance", lines: ["No gather has ended yet."])
    }
    let rows = count.map { Array(entity.rows.prefix($0)) } ?? entity.rows
    let gathers = entity.gathers == 1 ? "1 gather" : "\(entity.gathers) gathers"
    return AttendanceViewModel(
      title: "Attendance",
      lines: ["Of \(gathers) ended:"]
        + rows.enumerated().map { "\($0.offset + 1). \($0.element.name): \($0.element.played)" })
  }
}
