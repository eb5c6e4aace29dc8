import Domain
import LineUI
import SelectionFeature
import TestSupport
import Testing

@testable import AppComposition

/// The roster flow alone, over fake screen builders and fake child flows: what the
/// player list's requests open, and where each form or child flow returns to.
@MainActor
struct RosterFlowTests {
  let journal = FlowJournal()
  let builders: FakeFeatureBuilders
  let matches: FakeMatchFlowBuilder
  let histories: FakeHistoryFlowBuilder
  let stack: ScreenStack
  let parent = RecordingRosterFlowListener()
  let flow: RosterFlow
  let ann = Player(id: 1, name: "Ann")
  let bob = Player(id: 2, name: "Bob")

  init() {
    builders = FakeFeatureBuilders(journal: journal)
    matches = FakeMatchFlowBuilder(journal: journal)
    histories = FakeHistoryFlowBuilder(journal: journal)
    stack = ScreenStack(console: Console.scripted().0)
    flow = RosterFlow(
      session: .alice, stack: stack, playerList: builders, screens: builders,
      playerDetail: builders, match: matches, history: histories, listener: parent)
  }

  /// Shows the list, then forgets that, so each test sees only its own steps.
  func startOnTheList() async {
    await stack.setRoot(StubScreen("login", journal: journal))
    await flow.start()
    journal.clear()
  }

  @Test func startingShowsThatUsersPlayerList() async {
    await flow.start()
    #expect(journal.events == ["show players of alice"])
  }

  @Test func anAddedPlayerGoesBackToTheList() async {
    await startOnTheList()
    await builders.playerListRouter?.addPlayer(named: "Cy")
    await builders.playerAddRouter?.finishAdding(Player(id: 3, name: "Cy"))
    #expect(
      journal.events == ["show add player Cy", "leave add player Cy", "show players of alice"])
  }

  @Test func anEditedFieldUpdatesTheDetailBelowAndShowsIt() async {
    await startOnTheList()
    await builders.playerListRouter?.inspect(ann)
    await builders.playerDetailRouter?.edit(.name, of: ann)
    let renamed = Player(id: 1, name: "Anna")
    await builders.playerEditRouter?.finishEditing(renamed)
    #expect(
      journal.events == [
        "show detail of Ann", "show edit name of Ann", "leave edit name of Ann",
        "show detail of Ann",
      ])
    #expect(builders.playerDetailInput.changes == [renamed])
  }

  @Test func selectingOpensTheSelectionOnTheRowsTheListShows() async {
    await startOnTheList()
    var window = RosterWindow()
    _ = window.showNextPage(of: 60)
    await builders.playerListRouter?.pickPlayers(showing: window)
    #expect(journal.events == ["show selection of alice from 51"])
  }

  @Test func aCancelledSelectionGoesBackToTheList() async {
    await startOnTheList()
    await builders.playerListRouter?.pickPlayers(showing: RosterWindow())
    await builders.selectionRouter?.cancel()
    #expect(
      journal.events == [
        "show selection of alice", "leave selection of alice", "show players of alice",
      ])
  }

  @Test func aConfirmedSelectionStartsAMatchThatReturnsToTheList() async {
    await startOnTheList()
    await builders.playerListRouter?.pickPlayers(showing: RosterWindow())
    await builders.selectionRouter?.makeTeams(from: [ann, bob])
    #expect(journal.events == ["show selection of alice", "match flow: teams of Ann, Bob"])
    // The match flow's screens, as the real one would push them.
    await stack.push(StubScreen("teams", journal: journal))
    await stack.push(StubScreen("match", journal: journal))
    journal.clear()
    await matches.listener?.matchFlowDidFinish()
    #expect(
      journal.events == [
        "leave match", "leave teams", "leave selection of alice", "show players of alice",
      ])
  }

  @Test func resumingOpensTheSavedMatchInAMatchFlow() async {
    await startOnTheList()
    await builders.playerListRouter?.resume(.unfinished)
    #expect(journal.events == ["match flow: unfinished match"])
  }

  @Test func eachMatchGetsAFreshFlow() async {
    await startOnTheList()
    await builders.playerListRouter?.pickPlayers(showing: RosterWindow())
    await builders.selectionRouter?.makeTeams(from: [ann, bob])
    await matches.listener?.matchFlowDidFinish()
    await builders.playerListRouter?.resume(.unfinished)
    #expect(matches.built == 2)
  }

  @Test func closingTheHistoryGoesBackToTheList() async {
    await startOnTheList()
    await builders.playerListRouter?.reviewHistory()
    await stack.push(StubScreen("history", journal: journal))
    await histories.listener?.historyFlowDidClose()
    #expect(
      journal.events == ["history flow", "show history", "leave history", "show players of alice"])
  }

  @Test func theRatingsOpenOverTheListAndCloseBackToIt() async {
    await startOnTheList()
    await builders.playerListRouter?.reviewRatings()
    await builders.ratingsRouter?.close()
    #expect(
      journal.events == [
        "show ratings of alice", "leave ratings of alice", "show players of alice",
      ])
  }

  @Test func loggingOutIsHandedToTheParentWithTheSession() async {
    await startOnTheList()
    await builders.playerListRouter?.logOut()
    #expect(parent.loggedOut == [.alice])
    #expect(journal.events.isEmpty)
  }

  @Test func theArchiveCommandsRunTheArchiveOnTheListWhichShowsTheChange() async {
    await startOnTheList()
    await builders.playerListRouter?.reviewArchive()
    await builders.playerListRouter?.restoreArchivedPlayer(number: 2)
    await builders.rosterArchiveRouter?.seeRoster(fromTheTop: false)
    await builders.playerListRouter?.merge(bob, numbered: 2, into: ann, numbered: 1)
    await builders.rosterArchiveRouter?.seeRoster(fromTheTop: true)
    #expect(
      journal.events == [
        "archive lists the archived players", "archive restores 2",
        "the list shows the roster changed", "archive merges 2 Bob into 1 Ann",
        "the list shows the roster from the top",
      ])
  }

  @Test func theFileCommandsRunTheTransferOnTheListWhichShowsTheChange() async {
    await startOnTheList()
    await builders.playerListRouter?.exportRoster(as: "csv", to: "team.csv")
    await builders.playerListRouter?.importPlayers(from: "team.csv", allowingDuplicates: true)
    await builders.rosterTransferRouter?.seeRoster(fromTheTop: false)
    #expect(
      journal.events == [
        "transfer exports csv to team.csv", "transfer imports team.csv allowing repeats",
        "the list shows the roster changed",
      ])
  }
}

@MainActor
final class RecordingRosterFlowListener: RosterFlowListener {
  private(set) var loggedOut: [AuthSession] = []
  func rosterFlowDidRequestLogOut(of session: AuthSession) async { loggedOut.append(session) }
}
