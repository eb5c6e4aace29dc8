import LineUI
import Testing

@testable import TestDoubles

/// The harness's own tests, on a screen of one command: `greet NAME`; anything else is
/// refused with one error line.
@MainActor
struct ViewHarnessTests {
  @Test func aRefusedLineIsOneErrorLineAndNoEvent() async {
    let screen = ViewHarness(GreetingView.init(console:), presenter: SpyGreetingPresenter())
    await screen.expectRefusal(of: "wave", saying: "error: type 'greet NAME'")
  }

  @Test func aLineThePresenterHearsIsNoRefusal() async {
    let screen = ViewHarness(GreetingView.init(console:), presenter: SpyGreetingPresenter())
    screen.presenter.expect(.didGreet)
    await withKnownIssue {
      await screen.expectRefusal(of: "greet Ann", saying: "error: type 'greet NAME'")
    }
  }

  @Test func aDifferentErrorIsNoMatch() async {
    let screen = ViewHarness(GreetingView.init(console:), presenter: SpyGreetingPresenter())
    await withKnownIssue {
      await screen.expectRefusal(of: "wave", saying: "error: type 'wave NAME'")
    }
  }

  @Test func eventsAreWhatThePresenterHeardInOrderAndLinesWhatOneLinePrinted() async {
    let screen = ViewHarness(GreetingView.init(console:), presenter: SpyGreetingPresenter())
    screen.presenter.expect(.didGreet)
    #expect(
      await screen.events(afterTyping: ["greet Ann", "wave", "greet Bob"]) == [
        "greet Ann", "greet Bob",
      ])
    #expect(await screen.lines(afterTyping: "wave") == ["error: type 'greet NAME'", ""])
  }

  @Test func theEventsATestExpectsCanBeNamedWithTheLinesThatMakeThem() async {
    let screen = ViewHarness(GreetingView.init(console:), presenter: SpyGreetingPresenter())
    #expect(await screen.events(expecting: .didGreet, afterTyping: ["greet Ann"]) == ["greet Ann"])
  }

  @Test func anEventTheTestDoesNotExpectFailsIt() async {
    let screen = ViewHarness(GreetingView.init(console:), presenter: SpyGreetingPresenter())
    await withKnownIssue {
      _ = await screen.events(afterTyping: ["greet Ann"])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("unexpected call: SpyGreetingPresenter") }
    }
  }

  @Test func theLinesToReadAreLeftUnreadUntilTheViewAsks() async {
    let screen = ViewHarness(
      GreetingView.init(console:), presenter: SpyGreetingPresenter(), reading: ["Ann"])
    #expect(screen.input.unread == ["Ann"])
  }

  @Test func aSpyThatIsNotTheViewsPresenterFailsTheTest() async {
    let screen = ViewHarness(GreetingView.init(console:), presenter: SpyStranger())
    await withKnownIssue {
      #expect(await screen.lines(afterTyping: "greet Ann").isEmpty)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("is not the presenter") }
    }
  }
}

@MainActor
protocol GreetingPresenting: AnyObject {
  func didGreet(_ name: String) async
}

@MainActor
final class GreetingView: ModuleView, ConsoleView {
  let console: Console
  let prompt = "greet> "
  let commands = [CommandHelp("greet NAME", "say hello")]

  init(console: Console) {
    self.console = console
  }

  func appear(presenter: any GreetingPresenting) async {}

  func handle(_ command: CommandInput, presenter: any GreetingPresenting) async {
    guard command.name == "greet", !command.argumentText.isEmpty else {
      return console.error("type 'greet NAME'")
    }
    await presenter.didGreet(command.argumentText)
  }
}

final class SpyGreetingPresenter: RecordingPresenter<SpyGreetingPresenter.Method>,
  GreetingPresenting
{
  enum Method: Hashable, Sendable { case didGreet }

  func didGreet(_ name: String) async { record(.didGreet, "greet \(name)") }
}

/// A spy of some other screen's presenter.
final class SpyStranger: RecordingPresenter<SpyGreetingPresenter.Method> {}
