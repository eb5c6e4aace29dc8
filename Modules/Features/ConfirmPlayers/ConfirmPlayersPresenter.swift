import Domain

/// What the presenter asks of the view.
@MainActor
protocol ConfirmPlayersDisplaying: AnyObject {
  func display(_ viewModel: ConfirmPlayersViewModel)
  func displayMessage(_ message: String)
  /// A message of several lines (the rules for 'balance').
  func displayLines(_ lines: [String])
  /// Text to copy whole (`share`): never broken to fit the terminal.
  func displayDocument(_ text: String)
  func displayError(_ message: String)
  func askConfirmation(_ question: String) async -> Bool
  func askToDiscard(_ question: String) async -> Bool
}

/// The use cases the presenter runs.
protocol ConfirmPlayersInteracting: Sendable {
  /// The picked players' ratings learned from the history (those who have played an ended
  /// gather), which `balance` evens out.
  func ratings(of players: [Player]) async throws(FootballGatherError) -> [Player.ID: Rating]
  /// Who sat out and played in the history: whom `size` proposes to sit out first.
  func sitOutOrder() async throws(FootballGatherError) -> SitOutOrder
  func move(_ players: [Player], to team: Team, in sheet: TeamSheet) -> TeamSheet
  func adding(_ rule: TeamRule, to constraints: TeamConstraints) throws(FootballGatherError)
    -> TeamConstraints
  func balance(_ sheet: TeamSheet, constraints: TeamConstraints, seed: UInt64?)
    throws(FootballGatherError) -> (sheet: TeamSheet, seed: UInt64)
  func startGather(with sheet: TeamSheet) async throws(FootballGatherError) -> Gather
  /// The match left unfinished, if one is saved: a new gather would replace it.
  func unfinishedMatch() async throws(FootballGatherError) -> MatchSnapshot?
  /// Forgets the match left unfinished: its saved state and its gather.
  func discard(_ match: MatchSnapshot) async throws(FootballGatherError)
  /// The teams kept for exactly `players`, if any (made before, in this run or another).
  func keptTeams(for players: [Player]) async throws(FootballGatherError) -> TeamDraft.Teams?
  /// Keeps the teams as they are now, until `play`.
  func keepTeams(_ teams: TeamDraft.Teams) async throws(FootballGatherError)
}

/// Reacts to the confirm-players events: moves players, balances, keeps the rules and
/// starts the gather; formats the three sections for the view.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresenting {
  private let view: any ConfirmPlayersDisplaying
  private let interactor: any ConfirmPlayersInteracting
  private weak var router: (any ConfirmPlayersRouter)?
  private var sheet: TeamSheet
  private var constraints = TeamConstraints()
  /// Which rows of a long section are listed (`more`, `list A-B`).
  private var window = TeamSheetWindow()
  /// Who sits out: put on the Bench with `bench N`, or proposed for `size N`; `balance`
  /// leaves them there (everyone starts on the Bench, and the others are split).
  private var sitOut = SitOut()
  private var ratingsLoaded = false

  init(
    sheet: TeamSheet, view: any ConfirmPlayersDisplaying,
    interactor: any ConfirmPlayersInteracting, router: any ConfirmPlayersRouter
  ) {
    self.sheet = sheet
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func viewDidAppear() async {
    if !ratingsLoaded {
      ratingsLoaded = true
      do {
        sheet.rate(with: try await interactor.ratings(of: sheet.players))
      } catch {
        view.displayError(
          "could not load the ratings: \(error.message); 'balance' uses the declared skill")
      }
      await restoreKeptTeams()
    }
    window.reset()
    await showSheet()
  }

  func didRequestMore() async {
    guard window.more(in: sheet) else {
      return view.displayMessage("That is the end of the teams; 'list' starts again.")
    }
    await showSheet()
  }

  func didRequestShare() async {
    view.displayDocument(
      ConfirmPlayersPresenter.Formatter.share(sheet).map { $0 + "\n" }.joined())
  }

  func didRequestList(_ numbers: ClosedRange<Int>) async {
    window.show(numbers)
    await showSheet()
  }

  func didRequestList() async {
    window.reset()
    await showSheet()
  }

  func didRequestMove(rows: [Int], to team: Team) async {
    let players = players(at: rows)
    sheet = interactor.move(players, to: team, in: sheet)
    for player in players {
      if team == .bench { sitOut.bench(player) } else { sitOut.bringBack(player) }
    }
    view.displayMessage(ConfirmPlayersPresenter.Formatter.moved(players, to: team, in: sheet))
    await showSheet()
  }

  func didRequestSwap(rows: [Int]) async {
    let swapped = players(at: rows)
    guard swapped.count == 2, sheet.team(of: swapped[0]) != sheet.team(of: swapped[1]) else {
      return view.displayError(
        "\(ConfirmPlayersPresenter.Formatter.names(swapped)) are on the same side; "
          + "swap two players of different sides")
    }
    sheet.swap(swapped[0], swapped[1])
    sitOut.exchange(swapped[0], swapped[1])
    view.displayMessage(
      ConfirmPlayersPresenter.Formatter.swapped(swapped[0], swapped[1], in: sheet))
    await showSheet()
  }

  func didRequestRename(_ team: Team, to name: String?) async {
    do {
      try sheet.rename(team, to: name)
    } catch {
      return view.displayError(error.message)
    }
    view.displayMessage(ConfirmPlayersPresenter.Formatter.renamed(team, in: sheet.teamNames))
    await showSheet()
  }

  func didRequestBalance(seed: UInt64?) async {
    do {
      let benched = Set(sheet.players(in: .bench).filter(sitOut.contains).map(\.id))
      // Those who play are split as if they alone were picked: their ratings, names, seed.
      let playing = benched.isEmpty ? sheet : sheet.keeping { !benched.contains($0.id) }
      let balanced = try interactor.balance(playing, constraints: constraints, seed: seed)
      if benched.isEmpty {
        sheet = balanced.sheet
      } else {  // those put on the Bench sit out: only the others are split
        for team in [Team.teamA, .teamB] { sheet.move(balanced.sheet.players(in: team), to: team) }
      }
      view.displayMessage(
        "Balanced with seed \(balanced.seed) (type 'balance \(balanced.seed)' for this split again)."
      )
      if let extra = ConfirmPlayersPresenter.Formatter.extraPlayer(in: sheet) {
        view.displayMessage(extra)
      }
      window.reset()  // new teams: their first rows, not the page the old split was on
      await showSheet()
    } catch {
      view.displayError(ConfirmPlayersPresenter.Formatter.balanceFailure(error))
    }
  }

  /// `size 7`: proposes who sits out when more are picked than two teams of 7 take, on the
  /// Bench with the reason; `size off` (`nil`): everyone may play again.
  func didRequestSize(_ size: Int?) async {
    let wasOut = size == nil ? sheet.players.filter(sitOut.contains) : []
    var order = SitOutOrder(gathers: [])
    if size != nil {
      do {
        order = try await interactor.sitOutOrder()
      } catch {
        view.displayError(
          "could not load who sat out before: \(error.message); the proposal goes without it")
      }
    }
    let proposal = sitOut.choose(size: size, in: sheet, order: order)
    sheet.move(proposal, to: .bench)
    view.displayMessage(
      ConfirmPlayersPresenter.Formatter.sitOut(sitOut, in: sheet, order: order, back: wasOut))
    await showSheet()
  }

  func didRequestTogether(rows: [Int]) async {
    await add(.together(players(at: rows)))
  }

  func didRequestApart(rows: [Int]) async {
    await add(.apart(players(at: rows)))
  }

  func didRequestPin(row: Int, to team: Team) async {
    guard let player = players(at: [row]).first else { return }
    await add(.pin(player, team))
  }

  func didRequestRules() async {
    view.displayLines(
      ConfirmPlayersPresenter.Formatter.rules(
        constraints, players: sheet.players, names: sheet.teamNames))
  }

  func didRequestClearRules() async {
    constraints.removeAll()
    view.displayMessage("Rules cleared: 'balance' now only evens out the teams.")
  }

  func didRequestStart() async {
    if let problem = sheet.startProblem {
      return view.displayError(ConfirmPlayersPresenter.Formatter.startProblem(problem))
    }
    do {
      if let saved = try await interactor.unfinishedMatch() {
        guard await view.askToDiscard(ConfirmPlayersPresenter.Formatter.replacing(saved)) else {
          return view.displayMessage(
            "Nothing started; the unfinished match stays saved ('resume' on the player list).")
        }
        try await interactor.discard(saved)
      }
      let gather = try await interactor.startGather(with: sheet)
      view.displayMessage(ConfirmPlayersPresenter.Formatter.started(sheet))
      await router?.startMatch(gather)
    } catch {
      view.displayError("could not start the gather: \(error.message)")
    }
  }

  private func add(_ rule: TeamRule) async {
    do {
      constraints = try interactor.adding(rule, to: constraints)
      view.displayLines(
        ConfirmPlayersPresenter.Formatter.rules(
          constraints, players: sheet.players, names: sheet.teamNames))
    } catch {
      view.displayError(ConfirmPlayersPresenter.Formatter.ruleFailure(error, adding: rule))
    }
  }

  /// Keeps the teams as they are now (until `play`), then shows the three sections, as far
  /// as `window` lists them.
  private func showSheet() async {
    do {
      try await interactor.keepTeams(sheet.kept(sittingOut: sitOut))
    } catch {
      view.displayError(
        "could not keep the teams: \(error.message); they are lost when the app closes")
    }
    view.display(
      ConfirmPlayersPresenter.Formatter.viewModel(of: sheet, window: window, sitOut: sitOut))
  }

  /// The teams kept for these players (made before `back`, or in an earlier run) take the
  /// place of the fresh sheet.
  private func restoreKeptTeams() async {
    do {
      guard let kept = try await interactor.keptTeams(for: sheet.players) else { return }
      sheet.restore(kept)
      sitOut = SitOut(kept: kept)
      view.displayMessage("The teams as last made for these players (kept until 'play'):")
    } catch {
      view.displayError("could not read the teams kept before: \(error.message)")
    }
  }

  /// The players with the given 0-based numbers (the view has checked the numbers).
  private func players(at rows: [Int]) -> [Player] {
    rows.compactMap { sheet.players.indices.contains($0) ? sheet.players[$0] : nil }
  }
}
