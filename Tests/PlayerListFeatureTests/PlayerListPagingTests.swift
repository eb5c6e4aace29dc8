import Domain
import LineUI
import TestSupport
import Testing

@testable import PlayerListFeature

/// A long roster comes a screenful at a time, and changes print a line, not the roster.
@MainActor
struct PlayerListPagingTests {
  let view = SpyPlayerListView()
  let router = RecordingPlayerListRouter()
  let players = (1...120).map { Player(id: $0, name: $0 % 40 == 7 ? "Zed \($0)" : "P\($0)") }

  func makePresenter(expecting methods: Set<StubPlayerListInteractor.Method>) -> (
    PlayerListPresenter, StubPlayerListInteractor
  ) {
    let interactor = StubPlayerListInteractor(players: players, expecting: methods)
    return (
      PlayerListPresenter(username: "alice", view: view, interactor: interactor, router: router),
      interactor
    )
  }

  @Test func theListShowsTheFirstScreenfulAndSaysHowToSeeMore() async {
    view.expect(.display)
    let (presenter, _) = makePresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.rows.map(\.number) == (1...50).map(String.init))
    #expect(view.lastViewModel?.playerCount == 120)
    #expect(view.lastViewModel?.title == "Players of alice (120)")
    #expect(
      view.lastViewModel?.footer
        == "Players 1-50 of 120. 'more' shows the next 50; 'list A-B' shows others, "
        + "'find TEXT' looks up names.")
  }

  @Test func moreShowsTheNextScreenfulsUntilTheEnd() async {
    view.expect(.display, .displayMessage)
    let (presenter, _) = makePresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.viewDidAppear()
    await presenter.didRequestMore()
    #expect(view.lastViewModel?.rows.map(\.number) == (51...100).map(String.init))
    await presenter.didRequestMore()
    #expect(view.lastViewModel?.rows.map(\.number) == (101...120).map(String.init))
    #expect(
      view.lastViewModel?.footer
        == "Players 101-120 of 120. 'list A-B' shows others, 'find TEXT' looks up names.")
    await presenter.didRequestMore()
    #expect(
      view.outputs.last
        == .message("That is the end of the list (120 players); 'list' starts again."))
  }

  @Test func listARangeShowsThosePlayers() async {
    view.expect(.display)
    let (presenter, _) = makePresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.didRequestList(from: 99, through: 104)
    #expect(
      view.lastViewModel?.rows.map(\.name) == ["P100", "P101", "P102", "P103", "P104", "P105"])
    await presenter.didRequestList(from: nil, through: nil)
    #expect(view.lastViewModel?.rows.count == 50)
  }

  @Test func findShowsMatchesWithTheirRosterNumbers() async {
    view.expect(.display, .displayMessage)
    let (presenter, _) = makePresenter(expecting: [.loadRoster, .unfinishedMatch, .find])
    await presenter.viewDidAppear()
    await presenter.didRequestFind("zED")
    #expect(view.lastViewModel?.rows.map(\.number) == ["7", "47", "87"])
    #expect(view.lastViewModel?.footer == "3 players match 'zED'.")
    #expect(view.lastViewModel?.playerCount == 120)
    await presenter.didRequestFind("p")
    #expect(view.lastViewModel?.rows.count == 50)
    #expect(
      view.lastViewModel?.footer
        == "117 players match 'p'; 1-50 are shown. 'more' shows the next ones; "
        + "type more of the name to narrow it.")
    await presenter.didRequestFind("nobody")
    #expect(view.outputs.last == .message("No player's name contains 'nobody'."))
  }

  @Test func moreAfterFindPagesTheMatchesNotTheRoster() async {
    view.expect(.display, .displayMessage)
    let (presenter, _) = makePresenter(expecting: [.loadRoster, .unfinishedMatch, .find])
    await presenter.viewDidAppear()
    await presenter.didRequestFind("p")
    await presenter.didRequestMore()
    #expect(view.lastViewModel?.rows.count == 50)
    #expect(
      view.lastViewModel?.footer?.hasPrefix("117 players match 'p'; 51-100 are shown.") == true)
    await presenter.didRequestMore()
    #expect(view.lastViewModel?.rows.count == 17)
    #expect(
      view.lastViewModel?.footer
        == "117 players match 'p'; 101-117 are shown. Type more of the name to narrow it.")
    await presenter.didRequestMore()
    #expect(
      view.outputs.last == .message("That is the end of the matches (117); 'find p' starts again."))
    await presenter.didRequestList(from: nil, through: nil)
    await presenter.didRequestMore()
    #expect(view.lastViewModel?.rows.first?.number == "51")
  }

  @Test func deletingOnALongRosterSaysWhatChangedAndTheCount() async {
    view.expect(.display, .askConfirmation, .displayMessage)
    let (presenter, _) = makePresenter(expecting: [
      .loadRoster, .unfinishedMatch, .deletions, .delete,
    ])
    await presenter.viewDidAppear()
    view.answers = [true]
    let shown = view.outputs.count
    await presenter.didRequestDelete(at: [0])
    #expect(
      view.outputs.dropFirst(shown) == [
        .confirmation("Delete P1?"), .message("Deleted P1."),
        .message("119 players on the roster; 'list' shows them."),
      ])
  }

  @Test func theViewTakesListRangesMoreAndFind() async {
    let (console, _, output) = Console.scripted()
    let view = PlayerListView(console: console)
    let spy = SpyPlayerListPresenter()
    spy.expect(.didRequestList, .didRequestMore, .didRequestFind)
    view.display(PlayerListViewModel(title: "t", rows: [], playerCount: 500))
    for line in ["list 201-400", "list 7", "more", "find ann lee", "list 9-3", "list 501", "find"] {
      await view.handle(CommandInput(line), presenter: spy)
    }
    #expect(
      spy.events == [
        "didRequestList(from: 200, through: 399)", "didRequestList(from: 6, through: 6)",
        "didRequestMore", "didRequestFind(ann lee)",
      ])
    #expect(
      output.lines.filter { $0.hasPrefix("error:") } == [
        "error: the range '9-3' runs backwards; write it as 3-9",
        "error: there is no player 501; choose a number from 1 to 500",
        "error: type 'find TEXT' with a part of a name, e.g. 'find ann'",
      ])
  }

  @Test func pickingARangeOfAHundredThousandIsLinear() throws {
    let numbers = try NumberList.numbers(["1-100000", "5", "99999-100000"], in: 100_000)
    #expect(numbers.count == 100_000)
    #expect(numbers.first == 1 && numbers.last == 100_000)
  }
}
