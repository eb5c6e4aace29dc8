import Domain
import LineUI
import Presentation
import TestSupport
import Testing

@testable import VIPGather

/// The view controller alone, with a spy interactor and a spy router: each typed line
/// becomes one request; each view model is shown, a question's answer sent as the next
/// request.
@MainActor
struct GatherViewControllerTests {
  let interactor = SpyInteractor()
  let router = SpyRouter()

  func makeController(_ answers: [String] = []) -> (GatherViewController, RecordingOutput) {
    let (console, _, output) = Console.scripted(answers)
    return (GatherViewController(console: console, interactor: interactor, router: router), output)
  }

  /// The match of `Gather.fixture` as the presenter would show it, numbers 1 to 4.
  var fixtureShown: GatherModels.DisplayedMatch {
    .init(
      message: "Timer running: 10:00.",
      content: GatherText.content(
        of: MatchStatus(match: Match(gather: .fixture), remaining: .seconds(600))))
  }

  @Test func eachTypedLineIsOneRequest() async {
    let (controller, output) = makeController()
    await controller.displayTimer(viewModel: .changed(fixtureShown))
    for line in [
      "start", "pause", "timer", "stop", "time 7", "halves 2x25 break 5", "goal a 1",
      "goal b og 1", "bench 4", "add a Fay", "name a Bibs", "remove 2", "score 3-2", "undo",
      "goals", "list", "list 2-3", "more", "end", "remove x", "score x", "kick", "start now",
    ] {
      await controller.handle(CommandInput(line))
    }
    #expect(
      interactor.received == [
        .timer(.start), .timer(.pause), .timer(.toggle), .timer(.stop), .timer(.time(seconds: 420)),
        .timer(.halves(periods: 2, seconds: 1500, breakSeconds: 300)),
        .goal(.init(team: .teamA, scorerNumber: 1, ownGoal: false)),
        .goal(.init(team: .teamB, scorerNumber: 1, ownGoal: true)),
        .lineUp(.init(change: .move(number: 4, to: .bench))),
        .latecomer(.typed("Fay", team: .teamA)), .rename(.init(team: .teamA, name: "Bibs")),
        .remove(.init(number: 2)), .score(.init(score: Score(teamA: 3, teamB: 2))), .undoGoal,
        .showGoalLog, .list(.first), .list(.numbered(2...3)), .list(.more), .end(.ask),
      ])
    #expect(output.lines.first == "Timer running: 10:00.")
    #expect(output.lines.filter { $0.hasPrefix("error: ") }.count == 4)
    #expect(controller.highestNumber == 4)
    #expect(controller.completion.argumentWords == ["Ann", "Bob", "Cy", "Dee"])
  }

  @Test func theSceneAppearsDisappearsAndAsksBeforeItIsLeft() async {
    let (controller, _) = makeController()
    await controller.appear()
    await controller.disappear()
    #expect(await controller.goBack() == .stay)
    #expect(await controller.shouldQuit(atEndOfInput: false) == false)
    await controller.displayLeave(viewModel: .left("Left the gather.", .quit))
    #expect(await controller.shouldQuit(atEndOfInput: false) == true)
    #expect(await controller.shouldQuit(atEndOfInput: true) == true)
    #expect(
      interactor.received == [
        .showMatch, .stopTicking, .leave(.ask(.back)), .leave(.ask(.quit)), .leave(.ask(.quit)),
        .leave(.atEndOfInput),
      ])
  }

  @Test func eachQuestionsAnswerIsTheNextRequest() async throws {
    let (controller, output) = makeController(["y", "n", "n", "keep", "reset", "y", "n"])
    await controller.displayEnd(viewModel: .ask("End the gather?"))
    await controller.displayLeave(viewModel: .ask("Leave it?", .back))
    await controller.displayMatch(
      viewModel: .offerResume(preface: ["Found one."], question: "Resume?"))
    await controller.displayResume(viewModel: .askDiscard("Discard it?"))
    let plan = try MatchPlan.halves(periods: 2, seconds: 60, breakSeconds: 0)
    await controller.displayTimer(viewModel: .askToResetClock(question: "Reset?", plan: plan))
    await controller.displayLatecomer(
      viewModel: .askGuest(question: "Add Zed?", name: "Zed", team: .teamA))
    await controller.displayLatecomer(
      viewModel: .askGuest(question: "Add Zed?", name: "Zed", team: .teamA))
    #expect(
      interactor.received == [
        .end(.answer(true)), .leave(.answer(.back, false)), .resume(.init(accepted: false)),
        .discard(.init(confirmed: false)), .timer(.setPlan(plan, resettingClock: true)),
        .latecomer(.guest(name: "Zed", team: .teamA)), .latecomer(.noGuest),
      ])
    #expect(output.lines.contains("Found one."))
  }

  @Test func viewModelsAreShownAndExitsRouted() async {
    let (controller, output) = makeController()
    let gather = Gather.fixture
    await controller.displayMatch(viewModel: .match(fixtureShown))
    await controller.displayMatch(viewModel: .error("m"))
    controller.displayLineUpPage(viewModel: .page(fixtureShown.content))
    controller.displayLineUpPage(viewModel: .endOfLineUp("end"))
    await controller.displayTimer(viewModel: .error("t"))
    controller.displayTick(
      viewModel: .init(announcements: [.init(text: "Time left: 01:00", bell: false)]))
    controller.displayGoal(viewModel: .scored("Goal!"))
    controller.displayGoal(viewModel: .error("g"))
    controller.displayUndo(viewModel: .undone("Undone"))
    controller.displayUndo(viewModel: .error("u"))
    controller.displayRemoval(viewModel: .removed("Removed"))
    controller.displayRemoval(viewModel: .error("r"))
    controller.displayScore(viewModel: .set("Set"))
    controller.displayScore(viewModel: .error("s"))
    controller.displayRename(viewModel: .renamed(fixtureShown))
    controller.displayRename(viewModel: .error("n"))
    controller.displayGoalLog(viewModel: .init(lines: ["Goals (0-0):"]))
    controller.displayLineUp(viewModel: .changed(fixtureShown))
    controller.displayLineUp(viewModel: .error("l"))
    await controller.displayLatecomer(viewModel: .joined(fixtureShown))
    await controller.displayLatecomer(viewModel: .message("Nobody was added."))
    await controller.displayLatecomer(viewModel: .error("a"))
    await controller.displayEnd(viewModel: .goesOn("The gather goes on."))
    await controller.displayEnd(viewModel: .error("e"))
    await controller.displayEnd(viewModel: .ended(lines: ["Gather ended."], gather))
    await controller.displayLeave(viewModel: .goesOn("The gather goes on."))
    await controller.displayLeave(viewModel: .left("Left the gather.", .back))
    await controller.displayResume(viewModel: .resumed(fixtureShown))
    await controller.displayResume(viewModel: .error("d"))
    await controller.displayDiscard(viewModel: .init(lines: ["Kept."]))
    await controller.displayDiscard(viewModel: .init(lines: [], error: "could not discard"))
    let errors = output.lines.filter { $0.hasPrefix("error: ") }.map { $0.dropFirst(7) }
    #expect(errors == ["m", "t", "g", "u", "r", "s", "n", "l", "a", "e", "d", "could not discard"])
    for line in [
      "end", "Time left: 01:00", "Goal!", "Undone", "Removed", "Set", "Goals (0-0):",
      "Nobody was added.", "Gather ended.", "Left the gather.", "Kept.",
    ] {
      #expect(output.lines.contains(line), "\(line)")
    }
    #expect(router.routes == ["player list", "back", "back", "back"])
  }
}
