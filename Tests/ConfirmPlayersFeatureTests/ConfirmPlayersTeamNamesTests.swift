import Domain
import LineUI
import TestSupport
import Testing

@testable import ConfirmPlayersFeature

/// `name a Bibs` on the teams screen: the section headings, the messages and the gather
/// it starts use the name; a bad name is one error and changes nothing.
@MainActor
struct ConfirmPlayersTeamNamesTests {
  let view = SpyConfirmPlayersView()
  let interactor = StubConfirmPlayersInteractor()
  let router = RecordingConfirmPlayersRouter()

  func makePresenter() -> ConfirmPlayersPresenter {
    ConfirmPlayersPresenter(
      sheet: TeamSheet(players: Player.six), view: view, interactor: interactor, router: router)
  }

  @Test func aRenamedTeamIsShownByItsNameWithItsLetterAndStartsUnderIt() async {
    view.expect(.displayMessage, .display)
    interactor.expect(.move, .move, .unfinishedMatch, .startGather)
    router.expect(.startMatch)
    let presenter = makePresenter()
    await presenter.didRequestRename(.teamA, to: "Bibs")
    #expect(
      view.outputs.first == .message("Team A is now called Bibs; 'a N' still moves players to it."))
    #expect(
      view.lastViewModel?.sections.map(\.title) == [
        "Bench (6)", "Bibs (a): 0 players, strength 0.0", "Team B: 0 players, strength 0.0",
      ])
    await presenter.didRequestMove(rows: [0, 2], to: .teamA)
    await presenter.didRequestMove(rows: [3], to: .teamB)
    await presenter.didRequestStart()
    #expect(
      view.outputs.contains(.message("Moved Ann, Cy to Bibs."))
        && view.outputs.last
          == .message("Gather started: Bibs (2) v Team B (1); 3 on the bench sit this one out.")
    )
    #expect(router.gathers.map(\.teamNames) == [TeamNames(teamA: "Bibs", teamB: "Team B")])
    #expect(
      router.gathers.first?.players.filter { $0.team != .bench }.map(\.number) == [1, 3, 4])
  }

  @Test func aBadNameIsOneErrorAndChangesNothing() async {
    view.expect(.displayMessage, .display, .displayError)
    let presenter = makePresenter()
    await presenter.didRequestRename(.teamA, to: "Bibs")
    await presenter.didRequestRename(.teamB, to: "BIBS")
    await presenter.didRequestRename(.teamA, to: nil)
    #expect(
      Array(view.outputs.filter { if case .display = $0 { false } else { true } }) == [
        .message("Team A is now called Bibs; 'a N' still moves players to it."),
        .error("Team A is already called 'Bibs'; give Team B another name"),
        .message("Team A is called Team A again."),
      ])
    #expect(view.lastViewModel?.sections[1].title == "Team A: 0 players, strength 0.0")
  }

  @Test func theViewTakesTheLetterAndTheRestOfTheLineAsTheName() async {
    let (console, _, output) = Console.scripted()
    let view = ConfirmPlayersView(console: console)
    let presenter = SpyConfirmPlayersPresenter()
    presenter.expect(.didRequestRename)
    for line in ["name a Red Bibs", "name B", "name", "name x Bibs"] {
      await view.handle(CommandInput(line), presenter: presenter)
    }
    #expect(
      presenter.events == ["didRequestRename(Team A, Red Bibs)", "didRequestRename(Team B, nil)"])
    #expect(
      output.lines.filter { $0.hasPrefix("error:") } == [
        "error: type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'",
        "error: type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'",
      ])
  }
}
