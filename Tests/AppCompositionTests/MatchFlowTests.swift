import Domain
import Foundation
import LineUI
import TestSupport
import Testing

@testable import AppComposition

/// The match flow alone, over fake screen builders: the teams screen, then the match;
/// an unfinished match opens straight on the match screen; the end goes to the parent.
@MainActor
struct MatchFlowTests {
  let journal = FlowJournal()
  let builders: FakeFeatureBuilders
  let stack: ScreenStack
  let parent = RecordingMatchFlowListener()
  let flow: MatchFlow

  init() {
    builders = FakeFeatureBuilders(journal: journal)
    stack = ScreenStack(console: Console.scripted().0)
    flow = MatchFlow(
      session: .alice, stack: stack, screens: builders, gather: builders, listener: parent)
  }

  @Test func aSelectionShowsTheTeamsScreenThenStartingShowsTheMatch() async {
    await flow.start(with: [Player(id: 1, name: "Ann"), Player(id: 2, name: "Bob")])
    await builders.confirmPlayersRouter?.startMatch(Gather(id: UUID()))
    #expect(journal.events == ["show teams of Ann, Bob", "show match"])
    #expect(parent.finishes == 0)
  }

  /// `back` from the teams, then `confirm` with the same players: the same screen, so the
  /// split, the names and the rules are as they were; another selection gets a new one.
  @Test func theSameSelectionGetsTheSameTeamsScreenBack() async {
    let players = [Player(id: 1, name: "Ann"), Player(id: 2, name: "Bob")]
    await flow.start(with: players)
    await stack.pop()
    await flow.start(with: players)
    #expect(builders.teamsScreensBuilt == 1)
    await stack.pop()
    await flow.start(with: [players[0]])
    #expect(builders.teamsScreensBuilt == 2)
  }

  @Test func anUnfinishedMatchOpensOnTheMatchScreen() async {
    await flow.resume(.unfinished)
    #expect(journal.events == ["show unfinished match"])
  }

  @Test func anEndedMatchIsHandedBackToTheParent() async {
    await flow.start(with: [Player(id: 1, name: "Ann")])
    await builders.confirmPlayersRouter?.startMatch(Gather(id: UUID()))
    await builders.gatherRouter?.finishMatch(
      Gather(id: UUID(), players: [GatherPlayer(player: Player(id: 1, name: "Ann"), team: .teamA)]))
    #expect(parent.finishes == 1)
    // The rating changes follow the match screen's result; the parent decides where to
    // go: this flow pops nothing itself.
    #expect(
      journal.events == [
        "show teams of Ann", "show match", "rating changes of a gather of 1 players",
      ])
  }

  @Test func aMatchLeftOrDiscardedIsHandedBackToTheParent() async {
    await flow.resume(.unfinished)
    await builders.gatherRouter?.leaveMatch()
    #expect(parent.finishes == 1)
  }
}

@MainActor
final class RecordingMatchFlowListener: MatchFlowListener {
  private(set) var finishes = 0
  func matchFlowDidFinish() async { finishes += 1 }
}
