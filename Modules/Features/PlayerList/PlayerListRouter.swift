import Domain

/// The PlayerList module's ways out, each named after what the user wants. The flow that
/// owns the module (the composition root's `RosterFlow`) implements it, building and
/// showing the next module; a Router never shows a screen itself.
///
/// `archived`, `restore`, `merge`, `export` and `import` are ways out too: the flow hands
/// each to the module that does that job (RosterArchive, RosterTransfer), which answers on
/// the list's console and, when the roster changed, tells the list (``PlayerListInput``).
@MainActor
public protocol PlayerListRouter: AnyObject {
  /// The user wants to add a player; `name` starts the form when one was typed.
  func addPlayer(named name: String?) async
  /// The user wants to see a player's details.
  func inspect(_ player: Player) async
  /// The user wants to log out.
  func logOut() async
  /// The user wants to pick players for a gather, seeing first the rows in `window` (those
  /// the list shows).
  func pickPlayers(showing window: RosterWindow) async
  /// The user wants to look back at past gathers and the players' records.
  func reviewHistory() async
  /// The user wants the players' ratings.
  func reviewRatings() async
  /// The user wants to go on with the match left unfinished (typed `resume`, or offered it
  /// just after login); the match's screen asks whether to resume or discard it.
  func resume(_ match: MatchSnapshot) async
  /// `archived`: the user wants to see the players deleted after playing.
  func reviewArchive() async
  /// `restore N`: the user wants archived player `number` back on the roster.
  func restoreArchivedPlayer(number: Int) async
  /// `merge N M`: the user wants `duplicate` (number `duplicateNumber` on the list) made one
  /// with `kept` (number `keptNumber`).
  func merge(
    _ duplicate: Player, numbered duplicateNumber: Int, into kept: Player,
    numbered keptNumber: Int) async
  /// `export csv|json [FILE]`: the user wants the roster in a file (`format` as typed), or
  /// shown when `path` is `nil`.
  func exportRoster(as format: String, to path: String?) async
  /// `import FILE`: the user wants a file's players on the roster; repeated names are
  /// asked about unless `allowingDuplicates`.
  func importPlayers(from path: String, allowingDuplicates: Bool) async
}
