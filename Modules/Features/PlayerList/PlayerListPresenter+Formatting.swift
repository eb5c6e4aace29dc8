import Domain

/// How the player list's state becomes what the view shows.
extension PlayerListPresenter {
  func noPlayerMessage(at index: Int) -> String {
    roster.isEmpty
      ? "there are no players yet; type 'add' to add one"
      : "there is no player \(index + 1); choose a number from 1 to \(roster.count)"
  }

  func makeViewModel() -> PlayerListViewModel {
    let rows = roster.players.enumerated().map { offset, player in
      PlayerListViewModel.Row(
        number: "\(offset + 1)",
        name: player.name,
        position: player.position?.displayName ?? "-",
        skill: player.skill?.displayName ?? "-",
        isPicked: selection?.contains(player) ?? false)
    }
    guard let selection else {
      let resume = hasUnfinishedMatch ? "resume, " : ""
      return PlayerListViewModel(
        title: "Players of \(username) (\(roster.count))",
        rows: rows,
        emptyMessage: roster.isEmpty
          ? "No players yet. Type 'add' to add your first player, or 'import FILE'." : nil,
        hint: roster.isEmpty
          ? "Commands: \(resume)add [NAME], import FILE, history, list, logout, help, quit"
          : "Commands: \(resume)add [NAME], show N, delete N, select, history, "
            + "export csv|json [FILE], import FILE, list, logout, help, quit")
    }
    let picked = selection.players(in: roster).count
    return PlayerListViewModel(
      title: "Select players of \(username): \(picked) of \(roster.count) selected",
      rows: rows,
      emptyMessage: nil,
      hint:
        "Commands: pick N..|all, unpick N..|all, N.. to toggle, add NAME, confirm, cancel, "
        + "list, help, back, quit",
      isSelecting: true)
  }
}
