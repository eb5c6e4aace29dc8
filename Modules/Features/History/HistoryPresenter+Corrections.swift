import Domain

/// `edit N` on History: corrects an ended gather's score and goals; records follow.
extension HistoryPresenter {
  func didRequestEdit(at index: Int, correction: GatherCorrection?) async {
    guard let gather = await gather(at: index) else { return }
    guard let correction else {
      return showEditing(gather, number: index + 1)
    }
    if case .teamName(let team, let name) = correction {
      return await rename(team, of: gather, to: name, number: index + 1)
    }
    if case .date(let day) = correction { return await move(gather, to: day) }
    if correction.changesLineUp {
      return await correctLineUp(of: gather, with: correction, number: index + 1)
    }
    let goals: [Goal]
    do {
      goals = try correction.goals(correcting: gather)
    } catch {
      guard case .scorer = correction else {
        return view.displayError(formatter.refusal(error, names: gather.teamNames))
      }
      return view.displayError(error.message(in: gather.teamNames))
    }
    let name = "the gather of \(formatter.date(of: gather))"
    let before = gather.score ?? Score()
    let after = Score(goals: goals)
    let question =
      before == after
      ? "Change the goals of \(name) (score stays \(after))?"
      : "Change the score of \(name) from \(before) to \(after)?"
    guard await view.askConfirmation(question) else {
      return view.displayMessage("Kept \(name) as it was.")
    }
    do {
      let saved = try await interactor.correct(gather, goals: goals)
      keep(saved)
      let names = saved.teamNames
      let result =
        Outcome(score: after) == .draw
        ? "Draw." : "Winner: \(Outcome(score: after).displayName(in: names))."
      view.displayMessage("Corrected \(name): \(names.scoreLine(after)). \(result)")
      showEditing(saved, number: index + 1)
    } catch {
      view.displayError("could not correct \(name): \(error.message)")
    }
  }

  /// `edit N name a Bibs`: asks, then saves the name; records and shares use it.
  private func rename(_ team: Team, of gather: Gather, to name: String?, number: Int) async {
    let names: TeamNames
    do {
      names = try gather.teamNames.renaming(team, to: name)
    } catch {
      return view.displayError(error.message)
    }
    let title = "the gather of \(formatter.date(of: gather))"
    let old = gather.teamNames.name(of: team)
    let new = names.name(of: team)
    guard old != new else { return view.displayMessage("\(old) is already called \(new).") }
    guard await view.askConfirmation("Call \(old) of \(title) \(new)?") else {
      return view.displayMessage("Kept \(title) as it was.")
    }
    do {
      let saved = try await interactor.rename(gather, to: names)
      keep(saved)
      view.displayMessage("\(old) of \(title) is now called \(new).")
      showEditing(saved, number: number)
    } catch {
      view.displayError("could not rename the team of \(title): \(error.message)")
    }
  }

  /// What `edit N` shows; a line-up longer than a page is listed by `more`, numbered.
  func showEditing(_ gather: Gather, number: Int) {
    var detail = formatter.editing(gather, number: number)
    let count = GatherCorrection.lineUp(of: gather).count
    if count > Self.namesPerPage {
      loaded.show(gather)
      paging.start(.editing(gather.id), total: count, size: Self.namesPerPage)
      detail.pagedCount = count
    }
    view.displayDetail(detail)
  }
}
