/// The RosterTransfer module's way out: what the user wants once players were imported.
/// The flow that owns the module (the composition root's `RosterFlow`) implements it.
@MainActor
public protocol RosterTransferRouter: AnyObject {
  /// Players were imported: the user sees the roster again, from its first page when
  /// `fromTheTop` (after the questions about repeated names), else as the list shows a
  /// change.
  func seeRoster(fromTheTop: Bool) async
}
