import Domain

/// What the presenter asks of the view.
@MainActor
protocol PlayerListDisplaying: AnyObject {
  func display(_ viewModel: PlayerListViewModel)
  func displayMessage(_ message: String)
  func displayError(_ message: String)
  func askConfirmation(_ question: String) async -> Bool
}

/// The use cases the presenter runs.
protocol PlayerListInteracting: Sendable {
  func loadRoster() async throws(FootballGatherError) -> PlayerRoster
  func delete(_ player: Player, from roster: PlayerRoster) async throws(FootballGatherError)
    -> PlayerRoster
}

/// Where the presenter can send the user.
@MainActor
protocol PlayerListRouting: AnyObject {
  func showAddPlayer() async
  func showDetail(of player: Player) async
  func logOut() async
}

/// Reacts to the player list's events, runs the use cases and formats the roster.
@MainActor
final class PlayerListPresenter: PlayerListPresenting {
  private let username: String
  private let view: any PlayerListDisplaying
  private let interactor: any PlayerListInteracting
  private let router: any PlayerListRouting
  private var roster = PlayerRoster([])

  init(
    username: String, view: any PlayerListDisplaying, interactor: any PlayerListInteracting,
    router: any PlayerListRouting
  ) {
    self.username = username
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func viewDidAppear() async {
    do {
      roster = try await interactor.loadRoster()
      view.display(makeViewModel())
    } catch {
      view.displayError("could not load the players: \(error.message)")
    }
  }

  func didRequestDelete(at index: Int) async {
    guard let player = roster.player(at: index) else {
      return view.displayError(noPlayerMessage(at: index))
    }
    guard await view.askConfirmation("Delete \(player.name)?") else {
      return view.displayMessage("\(player.name) was not deleted.")
    }
    do {
      roster = try await interactor.delete(player, from: roster)
      view.displayMessage("Deleted \(player.name).")
      view.display(makeViewModel())
    } catch {
      view.displayError("could not delete \(player.name): \(error.message)")
    }
  }

  func didSelectPlayer(at index: Int) async {
    guard let player = roster.player(at: index) else {
      return view.displayError(noPlayerMessage(at: index))
    }
    await router.showDetail(of: player)
  }

  func didRequestAddPlayer() async {
    await router.showAddPlayer()
  }

  func didRequestLogOut() async {
    await router.logOut()
  }

  private func noPlayerMessage(at index: Int) -> String {
    roster.isEmpty
      ? "there are no players yet; type 'add' to add one"
      : "there is no player \(index + 1); choose a number from 1 to \(roster.count)"
  }

  private func makeViewModel() -> PlayerListViewModel {
    let rows = roster.players.enumerated().map { offset, player in
      PlayerListViewModel.Row(
        number: "\(offset + 1)",
        name: player.name,
        position: player.position?.displayName ?? "-",
        skill: player.skill?.displayName ?? "-")
    }
    return PlayerListViewModel(
      title: "Players of \(username) (\(roster.count))",
      rows: rows,
      emptyMessage: roster.isEmpty ? "No players yet. Type 'add' to add your first player." : nil,
      hint: roster.isEmpty
        ? "Commands: add, logout, help, quit"
        : "Commands: add, show N, delete N, logout, help, quit")
  }
}
