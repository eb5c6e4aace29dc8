import Domain

extension PlayerListPresenter {
  /// What the player list holds between events: the roster, the selection (only in
  /// selection mode), whether a match is waiting to be resumed, and the rows shown.
  ///
  /// A reference the presenter keeps as a `let`, so its role extensions change it only
  /// through these methods: every property can be set only here, and each change keeps
  /// the rules: a selection exists only in selection mode, and a guest added while
  /// selecting is picked.
  @MainActor
  final class State {
    private(set) var roster = PlayerRoster([])
    /// The players picked so far; `nil` in list mode.
    private(set) var selection: PlayerSelection?
    /// The match left unfinished, as last looked up: `resume` offers it.
    private(set) var unfinishedMatch: MatchSnapshot?
    /// Whether the list has shown before (the first time it opens an unfinished match).
    private(set) var hasAppeared = false
    /// The rows (0-based) the list shows: the first page until `more` or `list A-B`.
    private(set) var window = 0..<PlayerListPresenter.pageSize
    /// The text of the last `find` and how many of its matches were shown, while `more`
    /// pages the matches; `nil` once the roster is listed again.
    private(set) var search: (text: String, shown: Int)?

    var hasUnfinishedMatch: Bool { unfinishedMatch != nil }

    /// The roster as loaded.
    func load(_ roster: PlayerRoster) {
      self.roster = roster
    }

    /// Notes that the list shows; answers whether this is the first time.
    func noteAppearance() -> Bool {
      defer { hasAppeared = true }
      return !hasAppeared
    }

    /// The roster after a change the interactor made (a delete or a restore).
    func replaceRoster(_ roster: PlayerRoster) {
      self.roster = roster
    }

    /// Adds `players` at the end of the roster; in selection mode, `picking` them too.
    func add(_ players: [Player], picking: Bool = false) {
      roster = roster.adding(players)
      if picking { selection?.pick(players) }
    }

    func noteUnfinishedMatch(_ match: MatchSnapshot?) {
      unfinishedMatch = match
    }

    func startSelection() {
      selection = PlayerSelection()
    }

    func endSelection() {
      selection = nil
    }

    /// Applies `change` to the selection; `false` (and no change) in list mode.
    func changeSelection(_ change: (inout PlayerSelection) -> Void) -> Bool {
      guard var changed = selection else { return false }
      change(&changed)
      selection = changed
      return true
    }

    /// Notes that the matches of `text` up to `shown` are on screen.
    func noteSearch(_ text: String, shown: Int) {
      search = (text, shown)
    }

    /// Shows `first...last` (0-based), or a page from `first` (0 when `nil`).
    func showRows(from first: Int?, through last: Int?) {
      search = nil
      let start = max(first ?? 0, 0)
      window = start..<max((last ?? (start + PlayerListPresenter.pageSize - 1)) + 1, start)
    }

    /// Moves to the page after the one shown; `false` at the end of the roster.
    func showNextPage() -> Bool {
      guard window.upperBound < roster.count else { return false }
      window = window.upperBound..<(window.upperBound + PlayerListPresenter.pageSize)
      return true
    }
  }
}
