import Domain
import TestDoubles
import TestSupport
import Testing

@testable import RosterArchiveFeature

/// Records every line and question the presenter shows, in order (TestDoubles'
/// `RecordingView`; the module shows no view model of its own).
final class SpyRosterArchiveView: RecordingView<Never>, RosterArchiveDisplaying {}

/// Records each intent the presenter sends its router, in order. Strict.
final class RecordingRosterArchiveRouter:
  RecordingDouble<RecordingRosterArchiveRouter.Method, String>, RosterArchiveRouter
{
  enum Method: Hashable, Sendable { case seeRoster }

  var intents: [String] { calls }

  func seeRoster(fromTheTop: Bool) async {
    record(.seeRoster, fromTheTop ? "see the roster from the top" : "see the roster changed")
  }
}

extension Player {
  static let ann = Player(id: 1, name: "Ann", age: 31, favouriteTeam: "Arsenal")
  static let bob = Player(id: 2, name: "Bob")
  static let anna = Player(id: 3, name: "Anna", age: 31)
}
