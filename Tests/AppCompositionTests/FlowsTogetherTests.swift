import Domain
import Foundation
import LineUI
import SelectionFeature
import TestSupport
import Testing

@testable import AppComposition

/// The four real flows wired as the app wires them, over fake screen builders: each
/// parent keeps its child flow alive while the child's screens are shown (the features'
/// routers hold them only weakly), so a whole journey reaches its end.
@MainActor
struct FlowsTogetherTests {
  let journal = FlowJournal()
  let builders: FakeFeatureBuilders
  let stack: ScreenStack
  let flow: LoginFlow

  init() {
    builders = FakeFeatureBuilders(journal: journal)
    let (console, _, _) = Console.scripted()
    stack = ScreenStack(console: console)
    flow = LoginFlow(
      stack: stack, login: builders,
      roster: RosterFlowBuilder(
        stack: stack, playerList: builders, screens: builders, playerDetail: builders,
        match: MatchFlowBuilder(stack: stack, screens: builders, gather: builders),
        history: HistoryFlowBuilder(stack: stack, screens: builders)))
  }

  @Test func aMatchFromSelectionToTheEndComesBackToTheList() async {
    await flow.start()
    await builders.loginRouter?.enter(as: .alice)
    await builders.playerListRouter?.pickPlayers(showing: RosterWindow())
    await builders.selectionRouter?.makeTeams(from: [
      Player(id: 1, name: "Ann"), Player(id: 2, name: "Bob"),
    ])
    await builders.confirmPlayersRouter?.startMatch(Gather(id: UUID()))
    await builders.gatherRouter?.finishMatch(Gather(id: UUID()))
    #expect(
      journal.events == [
        "show login", "show players of alice", "show selection of alice",
        "show teams of Ann, Bob", "show match", "rating changes of a gather of 0 players",
        "leave match", "leave teams of Ann, Bob", "leave selection of alice",
        "show players of alice",
      ])
  }

  @Test func theHistoryClosesBackToTheListAndLogoutBackToLogin() async {
    await flow.start()
    await builders.loginRouter?.enter(as: .alice)
    await builders.playerListRouter?.reviewHistory()
    await builders.historyRouter?.close()
    await builders.playerListRouter?.logOut()
    #expect(
      journal.events == [
        "show login", "show players of alice", "show history of alice",
        "leave history of alice", "show players of alice", "login module logs out alice",
        "leave players of alice", "show login",
      ])
  }
}
