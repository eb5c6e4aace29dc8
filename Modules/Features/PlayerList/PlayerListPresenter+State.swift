import Domain

extension PlayerListPresenter {
  /// What the player list holds between events: the roster, whether a match is waiting
  /// to be resumed, and the rows shown.
  ///
  /// A reference the presenter keeps as a `let`, so its role extensions change it only
  /// through these methods: every property can be set only here.
  @MainActor
  final class State {
    private(set) var roster = PlayerRoster([])
    /// The match left unfinished, as last looked up: `resume` offers it.
    private(set) var unfinishedMatch: MatchSnapshot?
    /// Whether the list has shown before (the first time it opens an unfinished match).
    private(set) var hasAppeared = false
    /// The rows (0-based) the list shows: the first page until `more` or `list A-B`.
    private(set) var window = RosterWindow()
    /// The text of the last `find` and how many of its matches were shown, while `more`
    /// pages the matches; `nil` once the roster is listed again.
    private(set) var search: (text: String, shown: Int)?

    var hasUnfinishedMatch: Bool { unfinishedMatch != nil }

    /// The roster as loaded, or as a change the interactor made left it (a delete or a
    /// restore).
    func load(_ roster: PlayerRoster) {
      self.roster = roster
    }

    /// Notes that the list shows; answers whether this is the first time.
    func noteAppearance() -> Bool {
      defer { hasAppeared = true }
      return !hasAppeared
    }

    /// Adds `players` at the end of the roster.
    func add(_ players: [Player]) {
      roster = roster.adding(players)
    }

    func noteUnfinishedMatch(_ match: MatchSnapshot?) {
      unfinishedMatch = match
    }

    /// Notes that the matches of `text` up to `shown` are on screen.
    func noteSearch(_ text: String, shown: Int) {
      search = (text, shown)
    }

    /// Shows `first...last` (0-based), or a page from `first` (0 when `nil`).
    func showRows(from first: Int?, through last: Int?) {
      search = nil
      window.show(from: first, through: last)
    }

    /// Moves to the page after the one shown; `false` at the end of the roster.
    func showNextPage() -> Bool {
      window.showNextPage(of: roster.count)
    }
  }
}
