import Domain

/// What the list offers just after login: the match left unfinished first, else the picks
/// and teams kept for the next gather. As with the match, only an explicit `discard` (or
/// `y`) to a question that names them discards them; `n`, an empty answer and the end of
/// input keep them.
extension PlayerListPresenter {
  func offerWhatWasLeft() async {
    if let match = state.unfinishedMatch { return await resume(match) }
    let draft: TeamDraft
    do {
      guard let kept = try await interactor.keptDraft(), !kept.isEmpty else { return }
      draft = kept
    } catch {
      return view.displayError("could not look for the teams kept: \(error.message)")
    }
    view.displayMessage(Self.keptOffer(draft))
    if await view.askConfirmation("Go on with them?") {
      do {
        try await interactor.settle(draft, goingOn: true)
      } catch {
        return view.displayError("could not open the teams kept: \(error.message)")
      }
      if Self.keptTeams(of: draft) != nil {
        view.displayMessage("'confirm' shows the teams as they were.")
      }
      return await pickKeptPlayers()
    }
    guard await view.askToDiscard(Self.discardQuestion(draft)) else {
      return view.displayMessage(
        "Kept them; 'select' picks them again and your next login offers them.")
    }
    do {
      try await interactor.settle(draft, goingOn: false)
      view.displayMessage("Discarded the teams kept.")
    } catch {
      view.displayError("could not discard the teams kept: \(error.message)")
    }
  }

  /// "Teams kept from last time: Bibs 5, Team B 5, 1 sitting out (11 picked)." or "Players
  /// picked last time: 11 (no teams made yet)."
  static func keptOffer(_ draft: TeamDraft) -> String {
    guard let teams = keptTeams(of: draft), teams.count(in: .teamA) + teams.count(in: .teamB) > 0
    else {
      let yet = draft.teams == nil ? " (no teams made yet)" : ""
      return "Players picked last time: \(picks(of: draft).count)\(yet)."
    }
    let out = teams.count(in: .bench)
    let names = teams.teamNames
    return "Teams kept from last time: \(names.teamA) \(teams.count(in: .teamA)), "
      + "\(names.teamB) \(teams.count(in: .teamB))"
      + (out > 0 ? ", \(out) on the Bench" : "") + " (\(teams.players.count) picked)."
  }

  /// "Discard the teams kept (11 players)? They are lost for good."
  static func discardQuestion(_ draft: TeamDraft) -> String {
    let count = picks(of: draft).count
    let what = keptTeams(of: draft) == nil ? "players picked" : "teams kept"
    return "Discard the \(what) (\(count) player\(count == 1 ? "" : "s"))? "
      + "They are lost for good."
  }

  /// Who `select` picks again: the picks, or the teams' players when the picks were cleared.
  static func picks(of draft: TeamDraft) -> [Player.ID] {
    draft.picks.isEmpty ? draft.teams?.players ?? [] : draft.picks
  }

  /// The teams kept for those picks (`confirm` shows them), if any.
  static func keptTeams(of draft: TeamDraft) -> TeamDraft.Teams? {
    guard let teams = draft.teams, teams.areFor(picks(of: draft)) else { return nil }
    return teams
  }
}
