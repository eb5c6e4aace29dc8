import Domain
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import ConfirmPlayersFeature

@MainActor
struct ConfirmPlayersViewTests {
  let viewModel = ConfirmPlayersViewModel(
    title: "Confirm players (3 selected)",
    sections: [
      .init(title: "Bench (1)", rows: [.init(number: "1", name: "Cy", position: "-", skill: "-")]),
      .init(
        title: "Team A: 1 player, strength 2",
        rows: [.init(number: "2", name: "Ann", position: "GK", skill: "Amateur")]),
      .init(
        title: "Team B: 1 player, strength 3",
        rows: [.init(number: "3", name: "Bob", position: "ST", skill: "Professional")]),
    ])

  /// The teams showing `viewModel`, reporting to a spy presenter.
  let screen = ViewHarness(
    ConfirmPlayersView.init(console:), presenter: SpyConfirmPlayersPresenter())

  init() { screen.view.display(viewModel) }

  @Test func rendersTheThreeSectionsInAlignedColumns() {
    #expect(
      screen.output.text == """

        Confirm players (3 selected)
          #  Name  Pos  Skill
        Bench (1)
          1  Cy    -    -
        Team A: 1 player, strength 2
          2  Ann   GK   Amateur
        Team B: 1 player, strength 3
          3  Bob   ST   Professional
        Commands: a|b|bench N.., swap N N, name a|b [NAME], balance [SEED], together, apart, pin, rules, clear, list, play, help, back

        """)
  }

  @Test func theChancesAreShownUnderTheTeams() {
    let (console, _, output) = Console.scripted()
    var withChances = viewModel
    withChances.chances = "Chances: Team A 52 % – Team B 48 %"
    ConfirmPlayersView(console: console).display(withChances)
    #expect(
      output.text.contains(
        "  3  Bob   ST   Professional\nChances: Team A 52 % – Team B 48 %\nCommands: a|b|bench N.., "
      ))
  }

  @Test func eachCommandBecomesOnePresenterCall() async {
    let events = await screen.events(
      expecting: .didRequestMove, .didRequestBalance, .didRequestTogether, .didRequestApart,
      .didRequestPin, .didRequestRules, .didRequestClearRules, .didRequestList, .didRequestSwap,
      .didRequestStart,
      afterTyping: [
        "a 1 3", "B 2", "bench 1-3", "balance", "balance 42", "together 1 2 3", "apart 1,2",
        "pin 3 A", "rules", "clear", "list", "swap 1 2", "play", "start",
      ])
    #expect(
      events == [
        "didRequestMove(rows: [0, 2], to: Team A)", "didRequestMove(rows: [1], to: Team B)",
        "didRequestMove(rows: [0, 1, 2], to: Bench)", "didRequestBalance(seed: nil)",
        "didRequestBalance(seed: 42)", "didRequestTogether(rows: [0, 1, 2])",
        "didRequestApart(rows: [0, 1])", "didRequestPin(row: 2, to: Team A)", "didRequestRules",
        "didRequestClearRules", "didRequestList", "didRequestSwap(rows: [0, 1])",
        "didRequestStart", "didRequestStart",
      ])
  }

  @Test func sizeTakesPlayersASideOrOff() async {
    let events = await screen.events(
      expecting: .didRequestSize, afterTyping: ["size 7", "size OFF", "SIZE 11"])
    #expect(events == ["didRequestSize(7)", "didRequestSize(off)", "didRequestSize(11)"])
  }

  @Test(arguments: [
    ("a 4", "error: there is no player 4; choose a number from 1 to 3"),
    ("b", "error: type one or more player numbers, e.g. 1 3 5-7"),
    (
      "balance soon",
      "error: the seed is a whole number from 0 to 9223372036854775807, e.g. 'balance 42'"
    ),
    ("pin 1 c", "error: type 'pin N a' or 'pin N b'"),
    ("pin x a", "error: 'x' is not a number; type a player number from the list"),
    (
      "size",
      "error: type 'size N' with the players a side, e.g. 'size 7' for 7-a-side, or 'size off'"
    ),
    (
      "size 0",
      "error: type 'size N' with the players a side, e.g. 'size 7' for 7-a-side, or 'size off'"
    ),
    (
      "size 7 a",
      "error: type 'size N' with the players a side, e.g. 'size 7' for 7-a-side, or 'size off'"
    ),
    (
      "size seven",
      "error: type 'size N' with the players a side, e.g. 'size 7' for 7-a-side, or 'size off'"
    ),
  ])
  func badInputIsOneErrorAndNoPresenterCall(line: String, expected: String) async {
    await screen.expectRefusal(of: line, saying: expected)
  }
}
