import Domain

/// `edit N move P a|b|bench` (or `a P`, `b P`, `bench P`), `edit N add [a|b] N` and
/// `edit N drop P` on History: who played for whom in a past gather, corrected; records
/// and ratings, which read the gathers, follow.
extension HistoryPresenter {
  func correctLineUp(of gather: Gather, with correction: GatherCorrection, number: Int) async {
    var roster: [Player] = []
    var correction = correction
    switch correction {
    case .join, .joinNamed:
      guard let players = await wholeHistory()?.players else { return }
      roster = players
    default: break
    }
    if case .joinNamed(let name, let team) = correction {
      do {
        let numbers = try RosterWords(roster: roster).numbers(in: name)
        guard numbers.count == 1 else {
          return view.displayError("name one player of the player list, e.g. 'add a ann'")
        }
        correction = .join(rosterNumber: numbers[0], team: team)
      } catch {
        return view.displayError(error.message)
      }
    }
    let corrected: (players: [GatherPlayer], change: String)
    do {
      corrected = try correction.players(correcting: gather, roster: roster)
    } catch {
      return view.displayError(error.message(in: gather.teamNames))
    }
    let title = "the gather of \(formatter.date(of: gather))"
    guard await view.askConfirmation("Correct the line-up of \(title): \(corrected.change)?")
    else { return view.displayMessage("Kept \(title) as it was.") }
    do {
      let saved = try await interactor.correctLineUp(gather, to: corrected.players)
      keep(saved)
      view.displayMessage("Corrected the line-up of \(title): \(corrected.change).")
      showEditing(saved, number: number)
    } catch {
      view.displayError("could not correct the line-up of \(title): \(error.message)")
    }
  }
}
