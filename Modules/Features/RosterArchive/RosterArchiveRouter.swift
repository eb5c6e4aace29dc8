/// The RosterArchive module's way out: what the user wants once a player was restored or
/// two were merged. The flow that owns the module (the composition root's `RosterFlow`)
/// implements it.
@MainActor
public protocol RosterArchiveRouter: AnyObject {
  /// The roster changed (a player restored, two merged): the user sees it again, from its
  /// first page when `fromTheTop`, else as the list shows a change.
  func seeRoster(fromTheTop: Bool) async
}
