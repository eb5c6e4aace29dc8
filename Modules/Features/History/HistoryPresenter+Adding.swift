import Domain
import Foundation

/// `add` on History: a gather played without the app, entered step by step. An empty
/// answer (but to the scorers, where it means none) or the end of input stops, adding
/// nothing; a wrong answer is one error and the same step again.
extension HistoryPresenter {
  func didRequestAdd() async {
    guard let roster = await wholeHistory()?.players else { return }
    guard roster.count >= 2 else {
      return view.displayError("a gather needs two players on the roster; add them first")
    }
    view.displayMessage(
      "Enter a gather played without the app. Players by name (or its start; Tab completes "
        + "it) or number on the player list; an empty answer stops and adds nothing.")
    view.displayMessage(PlayedGatherEntry.available(roster, besides: []))
    let names = roster.map(\.name)
    guard
      let playedAt = await step(
        "Day (YYYY-MM-DD): ",
        { (text) throws(FootballGatherError) in try PlayedGatherEntry.day(text) }),
      let teamA = await step(
        "Team A, players (e.g. ann bob, or 1 3 5-7): ", names: names,
        { (text) throws(FootballGatherError) in try PlayedGatherEntry.team(text, of: roster) })
    else { return view.displayMessage("Nothing was added.") }
    view.displayMessage(PlayedGatherEntry.available(roster, besides: teamA))
    guard
      let teamB = await step(
        "Team B, players: ", names: names,
        { (text) throws(FootballGatherError) in
          try PlayedGatherEntry.team(text, of: roster, besides: teamA)
        }),
      let score = await step("Score (A-B, e.g. 3-2): ", Self.score)
    else { return view.displayMessage("Nothing was added.") }
    let lineUp =
      teamA.map { GatherPlayer(player: $0, team: .teamA) }
      + teamB.map { GatherPlayer(player: $0, team: .teamB) }
    guard
      let goals = await step(
        "Scorers, in the order they scored (empty: none): ", allowsEmpty: true,
        names: (teamA + teamB).map(\.name),
        { (text) throws(FootballGatherError) in
          try PlayedGatherEntry.goals(scorers: text, roster: roster, lineUp: lineUp, score: score)
        })
    else { return view.displayMessage("Nothing was added.") }
    let name = "the gather of \(formatter.formatDate(playedAt))"
    let summary =
      "\(TeamNames.standard.scoreLine(score)), \(teamA.count) against \(teamB.count)"
    guard await view.askConfirmation("Add \(name) (\(summary))?") else {
      return view.displayMessage("Nothing was added.")
    }
    do {
      _ = try await interactor.record(lineUp, playedAt: playedAt, score: score, goals: goals)
      loaded.forget()
      view.displayMessage("Added \(name) to the history.")
      await showGathers()
    } catch {
      view.displayError("could not add \(name): \(error.message)")
    }
  }

  /// Asks `prompt` (Tab completing `names`) until `read` takes the answer; `nil` when the
  /// organiser stops (the end of input, or an empty answer unless `allowsEmpty`).
  private func step<Value>(
    _ prompt: String, allowsEmpty: Bool = false, names: [String] = [],
    _ read: (String) throws(FootballGatherError) -> Value
  ) async -> Value? {
    while true {
      guard let answer = await view.askLine(prompt, names: names) else { return nil }
      let text = answer.trimmingCharacters(in: .whitespaces)
      if text.isEmpty && !allowsEmpty { return nil }
      do {
        return try read(text)
      } catch {
        view.displayError(error.message)
      }
    }
  }

  private static func score(_ text: String) throws(FootballGatherError) -> Score {
    guard let score = Score(typed: text) else {
      throw .invalidInput("type the score as A-B, e.g. 3-2 (each from 0 to 99)")
    }
    return score
  }
}
