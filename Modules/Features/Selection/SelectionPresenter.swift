import Domain

/// What the presenter asks of the view.
@MainActor
protocol SelectionDisplaying: AnyObject {
  func display(_ viewModel: SelectionViewModel)
  func displayMessage(_ message: String)
  func displayError(_ message: String)
  func askConfirmation(_ question: String) async -> Bool
  /// Reads an answer typed after `prompt`; `nil` at the end of input.
  func askLine(_ prompt: String) async -> String?
}

/// The use cases the presenter runs.
protocol SelectionInteracting: SelectionPickKeeping {
  /// The roster's length and the players on `rows` (0-based), not the others.
  func loadRoster(rows: Range<Int>) async throws(FootballGatherError) -> PlayerRoster
  /// The players on `indices` (0-based rows), by row; rows past the end are missing.
  func players(at indices: [Int], of roster: PlayerRoster) async throws(FootballGatherError)
    -> [Int: Player]
  /// The players whose name contains `text` (any case): the first `limit`, with their rows.
  func find(_ text: String, limit: Int) async throws(FootballGatherError) -> PlayerMatches
  /// The roster's players called `name` (case and accents ignored).
  func namesakes(of name: String) async throws(FootballGatherError) -> [PlayerMatches.Match]
  /// Adds a player with just a name, as a guest joining today's gather.
  func addGuest(named name: String) async throws(FootballGatherError) -> Player
}

/// Picking the players for a gather by number, as the original's Select button did.
@MainActor
final class SelectionPresenter: SelectionPresenting {
  let username: String
  let view: any SelectionDisplaying
  // Internal: the role extensions call them. The mutable state below is set only here.
  let interactor: any SelectionInteracting
  weak var router: (any SelectionRouter)?
  /// The rows loaded: a page of the roster, not all of it.
  private(set) var roster = PlayerRoster([])
  private(set) var selection = PlayerSelection()
  /// The rows shown: at first those the player list showed, then the first page.
  private(set) var window: RosterWindow
  private var hasAppeared = false

  var playerNames: [String] { roster.players.map(\.name) }
  var numberedNames: [(number: Int, name: String)] {
    roster.players.enumerated().map { (roster.rows.lowerBound + $0.offset + 1, $0.element.name) }
  }

  init(
    username: String, window: RosterWindow, view: any SelectionDisplaying,
    interactor: any SelectionInteracting, router: any SelectionRouter
  ) {
    self.username = username
    self.window = window
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  /// Shows the roster with the picks: the rows the list showed the first time, the first
  /// page when the screen shows again (back from the teams).
  func viewDidAppear() async {
    if hasAppeared { window.show(from: nil, through: nil) }
    if !hasAppeared { await pickKeptPlayers() }
    await showRoster()
    hasAppeared = true
  }

  func didPickPlayers(at rows: [Int]) async {
    await changeSelection(at: rows, "Picked") { $0.pick($1) }
  }

  func didUnpickPlayers(at rows: [Int]) async {
    await changeSelection(at: rows, "Unpicked") { $0.unpick($1) }
  }

  func didTogglePlayers(at rows: [Int]) async {
    await changeSelection(at: rows, "Toggled") { $0.toggle($1) }
  }

  func didCancelSelection() async {
    selection = PlayerSelection()
    await keepPicks()
    view.displayMessage("Selection cleared.")
    await router?.cancel()
  }

  func didRequestList(from first: Int?, through last: Int?) async {
    window.show(from: first, through: last)
    await showRoster()
  }

  func didRequestMore() async {
    guard window.showNextPage(of: roster.count) else {
      return view.displayMessage(
        "That is the end of the list (\(roster.count) players); 'list' starts again.")
    }
    await showRoster()
  }

  /// Picks `players` and `guests`, who were just added to the roster.
  func pick(_ players: [Player], guests: [Player]) {
    roster = roster.adding(guests)
    selection.pick(players + guests)
  }

  /// Loads the rows in the window and shows them; on a failure, the rows as last loaded and
  /// why they may be out of date, or the first time, where the user is and how to go on.
  private func showRoster() async {
    do {
      roster = try await interactor.loadRoster(rows: window.rows)
      view.display(makeViewModel())
    } catch {
      guard hasAppeared else {
        let message = "could not load the players to pick from: \(error.message); "
        return view.displayError(message + "'list' tries again, 'back' returns to the player list")
      }
      view.display(makeViewModel())
      view.displayError(
        "could not load the players (the list above is as last loaded): \(error.message)")
    }
  }

  /// Applies `change` to the players on `rows` (0-based); a row not there changes nothing.
  private func changeSelection(
    at rows: [Int], _ verb: String, _ change: (inout PlayerSelection, [Player]) -> Void
  ) async {
    let found: [Int: Player]
    do {
      found = try await interactor.players(at: rows, of: roster)
    } catch {
      return view.displayError("could not load the players: \(error.message)")
    }
    var players: [Player] = []
    for row in rows {
      guard let player = found[row] else { return view.displayError(noPlayerMessage(at: row)) }
      players.append(player)
    }
    change(&selection, players)
    showChange("\(verb) \(players.count == 1 ? "1 player" : "\(players.count) players"):")
  }
}
