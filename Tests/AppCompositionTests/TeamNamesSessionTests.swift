import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// `name a Bibs` from the teams screen to History, through a match left unfinished and
/// resumed in a new run; and each player's number kept from the teams screen to the match
/// screen although a player picked before them sits on the Bench.
@MainActor
@Suite
struct TeamNamesSessionTests {
  /// Ann, Bob, Cy and Dee.
  typealias Session = UnfinishedMatchSessionTests

  /// Bob (2) stays on the Bench; Ann (1) and Cy (3) play for Bibs against Dee (4); Cy
  /// scores by his number; the run ends mid-match (the end of input leaves it saved).
  static let firstRun = TimedScript.lines(
    "login coach", "secret", "select", "pick 1-4", "confirm", "name a Bibs", "a 1 3", "b 4",
    "name b bibs", "play", "goal a 3", "goal a 2", "name b Skins")

  /// The next run offers the match back, with its names and numbers; Dee equalises; the
  /// result and History read the names.
  static let secondRun = TimedScript.lines(
    "login coach", "secret", "y", "goal b 4", "end", "y", "history", "show 1", "back", "quit")

  @Test func namesAndNumbersLastFromTheTeamsScreenToHistory() async throws {
    let app = try await AppHarness.seeded(players: Session.roster)
    defer { app.directory.remove() }
    let first = await app.run(Self.firstRun, clock: TestClock())
    #expect(first.status == 0)
    let teamsScreen = """
      Bench (1)
        2  Bob   -    -
      Bibs (a): 2 players, strength 50.0
        1  Ann   -    -
        3  Cy    -    -
      Team B: 1 player, strength 25.0
        4  Dee   -    -
      """
    let matchScreen = """
      Gather: Bibs 1-0 Skins
      Bibs (a)
        1  Ann   -
        3  Cy    -
      Skins (b)
        4  Dee   -
      """
    for expected in [
      "Team A is now called Bibs; 'a N' still moves players to it.", "Moved Ann, Cy to Bibs.",
      teamsScreen, "error: Team A is already called 'Bibs'; give Team B another name",
      "Gather started: Bibs (2) v Team B (1); 1 on the bench sits this one out.",
      "Goal! -- Bibs, Cy. Bibs 1-0 Team B",
      "error: no player of this match has number 2; 'list' shows the numbers",
      "Team B is now called Skins; 'goal b N' still scores for it.", matchScreen,
    ] {
      #expect(first.output.contains(expected), "\(expected)")
    }

    let second = await app.run(Self.secondRun, clock: TestClock())
    #expect(second.status == 0)
    #expect(second.errors.isEmpty)
    for expected in [
      "Unfinished match found: Bibs 1-0 Skins, 10:00 left (ready).", matchScreen,
      "Goal! -- Skins, Dee. Bibs 1-1 Skins", "End the gather at Bibs 1-1 Skins? [y/n] y",
      "Gather ended: Bibs 1-1 Skins. Draw.\nGoals (1-1):\n  1  -- Bibs, Cy\n  2  -- Skins, Dee",
      "1-1    Draw\n     Bibs: Ann, Cy  Skins: Dee  Goals: Cy, Dee",
      "Score: Bibs 1-1 Skins, winner: Draw\nBibs: Ann, Cy\nSkins: Dee\nSat out: Bob\nGoals:\n"
        + "  -- Bibs, Cy\n  -- Skins, Dee",
    ] {
      #expect(second.output.contains(expected), "\(expected)")
    }

    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    let gathers = try await store.gathers(for: coach.user).allGathers()
    #expect(gathers.map(\.teamNames) == [TeamNames(teamA: "Bibs", teamB: "Skins")])
    let played = gathers.first?.players.filter { $0.team != .bench }
    #expect(played?.map(\.number) == [1, 3, 4])
    #expect(played?.map(\.player.name) == ["Ann", "Cy", "Dee"])
    // Bob sat out: the gather keeps him on the Bench with his number.
    #expect(
      gathers.first?.players.filter { $0.team == .bench }.map(\.number) == [2])
  }
}
