import Domain
import LineUI
import TestSupport
import Testing

/// A pattern's passive match view, as `GatherViewCheck` drives it: each test target says
/// that its own view is one (`extension GatherView: MVPGatherViewing {}`).
@MainActor
public protocol MVPGatherViewing: AnyObject {
  init(console: Console)
  var highestNumber: Int { get }
  var names: [NumberedName] { get }
  func showMessage(_ message: String)
  func showLines(_ lines: [String])
  func handleError(_ message: String)
  func announce(_ text: String, bell: Bool)
  func handleSuccessfulEndGather(_ gather: Gather) async
  func handleLeftGather() async
}

/// What a match view test needs of a pattern besides its view: the real presenter that
/// shows it a match, a recording presenter the view reports to and a recording delegate,
/// the last two the pattern's own doubles.
@MainActor
public protocol GatherViewFactory {
  associatedtype View: MVPGatherViewing
  /// The pattern's presenter over `view`, showing `match` (just started) with `services`.
  func presenter(on view: View, match: Match, services: MatchServices) -> any MVPGatherPresenting
  /// What the recording presenter has been told, each event as a line of words.
  var events: [String] { get }
  /// `view` handles the typed `line`, reporting to the recording presenter.
  func handle(_ line: String, on view: View) async
  /// Sets a recording delegate on `view`; the returned closure reads what it was told.
  func delegate(of view: View) -> () -> [String]
}

/// MVP's passive match view over a scripted console, with a recording presenter: each
/// typed line is one presenter call with what it parsed, bad input one error line and no
/// call, and the view writes the match as the presenter hands it over. Written once;
/// MVPGatherTests and MVPCGatherTests run each check as a test of its own (its name and its
/// behaviour tags) with their own view.
public enum GatherViewCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case timerCommandsAreOneCallEach
  case scoreCommandsTakeNumbersOrNames
  case lineUpCommandsTakeNumbersOrNames
  case listingPagesByNumbersAndMore
  case badInputIsOneErrorAndNoCall
  case theMatchIsWrittenAsTwoTeamsTheTimerAndTheHint
  case aChangeOnALongLineUpWritesOnlyTheTimerLine
  case messagesErrorsAndAnnouncementsAreWrittenAsTold
  case endingAndLeavingArePassedToTheDelegate

  public var testDescription: String { rawValue }

  /// Runs the check on views of `factory`'s pattern over a scripted console.
  @MainActor
  public func run<Factory: GatherViewFactory>(_ factory: Factory) async {
    typealias View = Factory.View
    /// The real presenter, having shown `view` `gather`'s match (the fixture's players are
    /// 1 to 4: Ann, Bob, Cy, Dee).
    func shown(_ gather: Gather = .fixture, on view: View) async -> any MVPGatherPresenting {
      let presenter = factory.presenter(
        on: view, match: Match(gather: gather), services: MatchServices())
      await presenter.viewDidAppear()
      return presenter
    }
    func view(_ lines: [String] = []) async -> (View, RecordingOutput) {
      let (console, _, output) = Console.scripted(lines)
      let view = View(console: console)
      _ = await shown(on: view)
      output.clear()
      return (view, output)
    }
    func enter(_ lines: [String], on view: View) async {
      for line in lines { await factory.handle(line, on: view) }
    }
    switch self {
    case .timerCommandsAreOneCallEach:
      let (view, output) = await view()
      await enter(
        [
          "start", "resume", "pause", "timer", "stop", "time 7", "time 1:30", "halves 2x25 break 5",
        ],
        on: view)
      #expect(
        factory.events == [
          "start", "start", "pause", "toggle", "stop", "time 420", "time 90", "halves 2x1500+300",
        ])
      #expect(output.text.isEmpty)
    case .scoreCommandsTakeNumbersOrNames:
      let (view, _) = await view()
      await enter(
        [
          "goal a", "goal b 3", "goal a og Cy", "goal b De", "undo", "remove 2", "score 3-2",
          "goals",
        ],
        on: view)
      #expect(
        factory.events == [
          "goal teamA - false", "goal teamB 3 false", "goal teamA 3 true", "goal teamB 4 false",
          "undo", "remove 2", "score 3-2", "goals",
        ])
    case .lineUpCommandsTakeNumbersOrNames:
      let (view, _) = await view()
      await enter(
        [
          "a 3", "b Ann", "bench 2", "swap 1 4", "sub 1 2", "add Fay", "add b Fay Ray",
          "name a Bibs",
          "name b",
        ],
        on: view)
      #expect(
        factory.events == [
          "lineUp move(number: 3, to: Domain.Team.teamA)",
          "lineUp move(number: 1, to: Domain.Team.teamB)",
          "lineUp move(number: 2, to: Domain.Team.bench)", "lineUp swap(first: 1, second: 4)",
          "lineUp substitute(off: 1, on: 2)", "add Fay bench", "add Fay Ray teamB",
          "name teamA Bibs",
          "name teamB -",
        ])
    case .listingPagesByNumbersAndMore:
      let (view, output) = await view()
      await enter(["list", "list 2-3", "list 3-9", "more", "end"], on: view)
      #expect(factory.events == ["list", "list 2...3", "list 3...4", "more", "end"])
      #expect(output.lines.count == 2)
    case .badInputIsOneErrorAndNoCall:
      let (view, output) = await view()
      let lines = [
        "start now", "time", "goal c", "goal a 9", "a", "swap 1", "add", "name c",
        "remove", "remove x", "score 3", "undo 1", "goals all", "end now", "list z", "dance",
      ]
      await enter(lines, on: view)
      #expect(factory.events.isEmpty)
      let written = output.lines.dropLast()
      #expect(written.count == lines.count)
      #expect(written.allSatisfy { $0.hasPrefix("error: ") })
      #expect(written.contains("error: type 'remove N' with the goal's number from 'goals'"))
      #expect(written.contains("error: type the score as Team A-Team B, e.g. 'score 3-2'"))
    case .theMatchIsWrittenAsTwoTeamsTheTimerAndTheHint:
      let (console, _, output) = Console.scripted()
      let view = View(console: console)
      _ = await shown(on: view)
      #expect(view.highestNumber == 4)
      #expect(view.names.map(\.name) == ["Ann", "Bob", "Cy", "Dee"])
      #expect(
        output.lines.prefix(9) == [
          "", "Gather: Team A 0-0 Team B", "Team A", "  1  Ann   GK", "  2  Bob   ST", "Team B",
          "  3  Cy    -", "  4  Dee   DEF", "Timer: 10:00 ready",
        ])
    case .aChangeOnALongLineUpWritesOnlyTheTimerLine:
      let players = (1...60).map { number in
        GatherPlayer(
          player: Player(id: Player.ID(number), name: "P\(number)"),
          team: number <= 30 ? .teamA : .teamB)
      }
      let (console, _, output) = Console.scripted()
      let view = View(console: console)
      let presenter = await shown(Gather(id: Gather.fixture.id, players: players), on: view)
      #expect(view.highestNumber == 60)
      output.clear()
      await presenter.startTimer()
      presenter.viewDidDisappear()
      #expect(output.lines == ["Timer running: 10:00.", "Timer: 10:00 running", ""])
    case .messagesErrorsAndAnnouncementsAreWrittenAsTold:
      let (view, output) = await view()
      view.showMessage("Goal! -- Team A, Bob. Team A 1-0 Team B")
      view.showLines(["Goals (1-0):", "  1  -- Team A, Bob"])
      view.handleError("there is no goal 2")
      view.announce("Time left: 00:01", bell: false)
      #expect(
        output.lines == [
          "Goal! -- Team A, Bob. Team A 1-0 Team B", "Goals (1-0):", "  1  -- Team A, Bob",
          "error: there is no goal 2", "Time left: 00:01", "",
        ])
    case .endingAndLeavingArePassedToTheDelegate:
      let (view, _) = await view()
      let delegateEvents = factory.delegate(of: view)
      await view.handleSuccessfulEndGather(Gather.fixture)
      await view.handleLeftGather()
      #expect(delegateEvents() == ["ended", "left"])
    }
  }
}
