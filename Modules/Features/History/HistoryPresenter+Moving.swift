import Domain
import Foundation

/// `edit N date YYYY-MM-DD` on History: a past gather moved to another day, at the same
/// time of day; the list, records and ratings follow its new place.
extension HistoryPresenter {
  func move(_ gather: Gather, to day: Date) async {
    let (startedAt, endedAt) = Self.times(of: gather, movedTo: day)
    let title = "the gather of \(formatter.date(of: gather))"
    var moved = gather
    moved.createdAt = startedAt
    moved.endedAt = endedAt
    let newDate = formatter.date(of: moved)
    guard newDate != formatter.date(of: gather) else {
      return view.displayMessage("\(title) is already on that day.")
    }
    guard await view.askConfirmation("Move \(title) to \(newDate)?") else {
      return view.displayMessage("Kept \(title) as it was.")
    }
    do {
      keep(try await interactor.redate(gather, startedAt: startedAt, endedAt: endedAt))
      view.displayMessage("Moved \(title) to \(newDate).")
      await showGathers()
    } catch {
      view.displayError("could not move \(title): \(error.message)")
    }
  }

  /// The gather's start and end moved by whole days (UTC) to `day`; both at `day` for a
  /// gather that has no start.
  nonisolated static func times(of gather: Gather, movedTo day: Date) -> (Date, Date) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    guard let start = gather.createdAt ?? gather.endedAt else { return (day, day) }
    let shift = calendar.startOfDay(for: day).timeIntervalSince(calendar.startOfDay(for: start))
    return (start + shift, (gather.endedAt ?? start) + shift)
  }
}
