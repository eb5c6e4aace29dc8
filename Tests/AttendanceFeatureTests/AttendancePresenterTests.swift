import Domain
import Testing

@testable import AttendanceFeature

@MainActor
struct AttendancePresenterTests {
  let view = SpyAttendanceView()
  let interactor = StubAttendanceInteractor()
  let router = RecordingAttendanceRouter()

  func makePresenter() -> AttendancePresenter {
    AttendancePresenter(view: view, interactor: interactor, router: router)
  }

  /// Three players over two ended gathers.
  func seed() {
    interactor.entity = AttendanceEntity(
      gathers: 2,
      rows: [
        AttendanceRow(name: "Cy", played: 2), AttendanceRow(name: "Bob", played: 1),
        AttendanceRow(name: "Ann", played: 0),
      ])
  }

  @Test func appearingShowsEveryPlayerNumberedMostFirst() async {
    view.expect(.display)
    interactor.expect(.load)
    seed()
    await makePresenter().viewDidAppear()
    #expect(
      view.outputs == [
        .display(
          AttendanceViewModel(
            title: "Attendance",
            lines: ["Of 2 gathers ended:", "1. Cy: 2", "2. Bob: 1", "3. Ann: 0"]
          ))
      ])
  }

  @Test func topShowsOnlyTheFirstPlayers() async {
    view.expect(.display)
    interactor.expect(.load)
    seed()
    await makePresenter().didRequestTop(1)
    #expect(view.lastViewModel?.lines == ["Of 2 gathers ended:", "1. Cy: 2"])
  }

  @Test func noEndedGatherSaysSo() async {
    view.expect(.display)
    interactor.expect(.load)
    await makePresenter().viewDidAppear()
    #expect(view.lastViewModel?.lines == ["No gather has ended yet."])
  }

  @Test func aLoadFailureIsOneErrorLine() async {
    view.expect(.displayError)
    interactor.expect(.load)
    interactor.failure = .storage("disk full")
    await makePresenter().viewDidAppear()
    #expect(
      view.outputs == [
        .error("could not load attendance: storage failed: disk full")
      ])
  }

  @Test func doneAsksTheRouterToFinish() async {
    router.expect(.finish)
    await makePresenter().didRequestDone()
    #expect(router.finishes == 1)
    #expect(view.outputs.isEmpty)
  }
}
