import Domain
import LineUI
import TestSupport
import Testing

@testable import AppComposition

/// The root flow alone, over a fake login builder and a fake roster flow: login opens
/// the user's roster, a kept session skips the login form, logging out comes back.
@MainActor
struct LoginFlowTests {
  let journal = FlowJournal()
  let builders: FakeFeatureBuilders
  let rosters: FakeRosterFlowBuilder
  let stack: ScreenStack
  let console: Console
  let output: RecordingOutput

  init() {
    builders = FakeFeatureBuilders(journal: journal)
    rosters = FakeRosterFlowBuilder(journal: journal)
    let (console, _, output) = Console.scripted()
    self.console = console
    self.output = output
    stack = ScreenStack(console: console)
  }

  func makeFlow() -> LoginFlow {
    LoginFlow(stack: stack, login: builders, roster: rosters)
  }

  @Test func startShowsTheLoginScreenOnly() async {
    let flow = makeFlow()
    await flow.start()
    #expect(journal.events == ["show login"])
    #expect(output.text.isEmpty)
  }

  @Test func aLoginStartsThatUsersRoster() async {
    let flow = makeFlow()
    await flow.start()
    await builders.loginRouter?.enter(as: .alice)
    #expect(journal.events == ["show login", "roster flow of alice"])
  }

  @Test func aKeptSessionIsTakenUpByTheLoginModuleAndGoesStraightToItsRoster() async {
    builders.loginInput.savedSession = .alice
    let flow = makeFlow()
    await flow.start()
    #expect(
      journal.events == ["show login", "login module restores alice", "roster flow of alice"])
  }

  @Test func loggingOutAsksTheLoginModuleThenShowsTheLoginScreenAgain() async {
    let flow = makeFlow()
    await flow.start()
    await builders.loginRouter?.enter(as: .alice)
    await stack.push(StubScreen("players", journal: journal))
    journal.clear()
    await rosters.listener?.rosterFlowDidRequestLogOut(of: .alice)
    #expect(journal.events == ["login module logs out alice", "leave players", "show login"])
  }
}
