import Domain
import Foundation
import LineUI
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
        stack: stack, playerList: builders, playerAdd: builders, playerDetail: builders,
        playerEdit: builders,
        match: MatchFlowBuilder(stack: stack, confirmPlayers: builders, gather: builders),
        history: HistoryFlowBuilder(stack: stack, history: builders)))
  }

  @Test func aMatchFromSelectionToTheEndComesBackToTheListInListMode() async {
    await flow.start()
    await builders.loginListener?.loginDidSucceed(with: .alice)
    await builders.playerListListener?.playerListDidConfirmSelection([
      Player(id: 1, name: "Ann"), Player(id: 2, name: "Bob"),
    ])
    await builders.confirmPlayersListener?.confirmPlayersDidStart(Gather(id: UUID()))
    await builders.gatherListener?.gatherDidEnd(Gather(id: UUID()))
    #expect(
      journal.events == [
        "show login", "show players of alice", "show teams of Ann, Bob", "show match",
        "leave match", "leave teams of Ann, Bob", "show players of alice",
      ])
    #expect(builders.playerListInput.showListCalls == 1)
  }

  @Test func theHistoryClosesBackToTheListAndLogoutBackToLogin() async {
    await flow.start()
    await builders.loginListener?.loginDidSucceed(with: .alice)
    await builders.playerListListener?.playerListDidRequestHistory()
    await builders.historyListener?.historyDidClose()
    await builders.playerListListener?.playerListDidRequestLogOut()
    #expect(
      journal.events == [
        "show login", "show players of alice", "show history of alice",
        "leave history of alice", "show players of alice", "login module logs out alice",
        "leave players of alice", "show login",
      ])
  }
}
