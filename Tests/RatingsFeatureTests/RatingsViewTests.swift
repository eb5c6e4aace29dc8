import Domain
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import RatingsFeature

@MainActor
struct RatingsViewTests {
  let viewModel = RatingsViewModel(
    title: "Ratings (2 players)", notes: ["Learned from 3 gathers; sorted by rating."],
    rows: [
      .init(
        number: "1", name: "Bob", rating: "31.2", uncertainty: "±3.1", games: "3",
        trend: [30, 30.8, 31.5, 31.2]),
      .init(
        number: "2", name: "Ann", rating: "24.1", uncertainty: "±3.4", games: "3",
        trend: [25, 24.4, 24.0, 24.1]),
    ],
    footer: nil, hint: "Commands: sort, show N, back", playerCount: 2)

  /// The ratings showing `viewModel`, reporting to a spy presenter.
  let screen = ViewHarness(RatingsView.init(console:), presenter: SpyRatingsPresenter())

  init() { screen.view.display(viewModel) }

  @Test func rendersThePlayersWithAnAsciiChartWhenNotOnAUTF8Terminal() {
    #expect(
      screen.output.text == """

        Ratings (2 players)
        Learned from 3 gathers; sorted by rating.
          #  Name  Rating     ±  Games  Last 12
          1  Bob     31.2  ±3.1      3  .=*+
          2  Ann     24.1  ±3.4      3  +~--
        Commands: sort, show N, back

        """)
  }

  @Test func aReportShowsItsChartTableAndNotes() {
    let (console, _, output) = Console.scripted()
    RatingsView(console: console).display(
      RatingsReportViewModel(
        title: "Ann: 24.1 ±3.4 after 1 gather", columns: ["Date", "Change"], numericColumns: [1],
        rows: [["day", "-0.9"]], trend: [25, 24.1], notes: ["Newest first."]))
    #expect(
      output.text == """

        Ann: 24.1 ±3.4 after 1 gather
          +-
          Date  Change
          day     -0.9
        Newest first.

        """)
  }

  @Test func eachCommandBecomesOnePresenterCall() async {
    _ = await screen.events(
      expecting: .didRequestList, .didRequestMore, .didRequestSort, .didRequestShow,
      .didRequestCheck, .didRequestClose,
      afterTyping: [
        "list", "list 1-2", "more", "sort name", "sort unc", "show 2", "check",
      ])
    #expect(await screen.goBack() == .stay)
    #expect(
      screen.presenter.events == [
        "list - -", "list 0 1", "more", "sort name", "sort uncertainty", "show 1", "check",
        "close",
      ])
  }

  @Test(arguments: [
    ("show 3", "error: there is no player 3; choose a number from 1 to 2"),
    ("show", "error: type 'show N' with a player's number or name, e.g. 'show 1'"),
    ("sort age", "error: type 'sort rating', 'sort name', 'sort games' or 'sort uncertainty'"),
    ("list 2-1", "error: the range '2-1' runs backwards; write it as 1-2"),
    ("more please", "error: 'more' takes nothing after it; type 'more'"),
  ])
  func badInputIsOneErrorAndNoPresenterCall(line: String, expected: String) async {
    await screen.expectRefusal(of: line, saying: expected)
  }

  /// Issue 36: the ratings number players by their row, so `show` takes a name too, as the
  /// match screen does, and Tab completes the names.
  @Test func showTakesANameOrItsStartAndTabCompletesTheNames() async {
    let spy = SpyRatingsPresenter()
    spy.numberedNames = [
      NumberedName(number: 1, name: "Bob Stone"), NumberedName(number: 2, name: "Zoë Ann"),
    ]
    let screen = ViewHarness(RatingsView.init(console:), presenter: spy)
    screen.view.display(viewModel)
    await screen.expectRefusal(
      of: "show cy",
      saying: "error: no player here is called 'cy'; type their number or the start of their name"
    )
    _ = await screen.events(
      expecting: .didRequestShow, afterTyping: ["show bob stone", "show zoe", "show ANN"])
    #expect(screen.presenter.events == ["show 0", "show 1", "show 1"])
    let completion = screen.view.completion(presenter: spy)
    #expect(completion.complete("show Bo")?.replacement == "Bob Stone")
  }
}
