import Domain
import TestSupport
import Testing

@testable import HistoryFeature

/// Issue 36: History's `add` takes players as the match screen does: numbers of the player
/// list and ranges, names and unique starts (case and accents ignored), a name of several
/// words typed whole; a name that fits several players, or none, is one clear error.
@Suite("History's add by name")
struct PlayedGatherNamesTests {
  static let roster = ["José Álvarez", "Ann Lee", "Annie Park", "Yann Le Gall", "Bob", "Leo"]
    .enumerated().map { Player(id: $0 + 1, name: $1) }

  private func names(_ text: String, besides taken: [Player] = []) throws -> [String] {
    try PlayedGatherEntry.team(text, of: Self.roster, besides: taken).map(\.name)
  }

  @Test("names, unique starts, numbers and ranges mix, each player once")
  func namesStartsAndNumbersMix() throws {
    #expect(try names("alv, ann lee bob") == ["José Álvarez", "Ann Lee", "Bob"])
    #expect(try names("yann le gall leo 2-3") == ["Yann Le Gall", "Leo", "Ann Lee", "Annie Park"])
    #expect(try names("BOB 5 bo") == ["Bob"])
    #expect(try names("jose") == ["José Álvarez"])
  }

  @Test("a start that fits several players, an unknown name and a taken player are refused")
  func refusals() {
    #expect(
      throws: FootballGatherError.invalidInput(
        "'ann' could be Ann Lee (2) or Annie Park (3); type more of the name, or the number")
    ) { try names("ann") }
    #expect(
      throws: FootballGatherError.invalidInput(
        "no player here is called 'zed'; type their number or the start of their name")
    ) { try names("bob zed") }
    #expect(
      throws: FootballGatherError.invalidInput(
        "type one or more players, e.g. ann bob, or 1 3 5-7")
    ) { try names(" , ") }
    #expect(
      throws: FootballGatherError.invalidInput(
        "Bob is already on the other team; name someone else")
    ) { try names("leo bob", besides: [Self.roster[4]]) }
  }

  @Test("scorers by name are those of the line-up, a goal each time named")
  func scorersByName() throws {
    let lineUp = [
      GatherPlayer(player: Self.roster[1], team: .teamA),
      GatherPlayer(player: Self.roster[4], team: .teamB),
    ]
    let goals = try PlayedGatherEntry.goals(
      scorers: "an bob an", roster: Self.roster, lineUp: lineUp,
      score: Score(teamA: 2, teamB: 1))
    #expect(goals.map(\.scorerID) == [2, 5, 2])
    #expect(throws: FootballGatherError.invalidInput("Leo did not play in this gather")) {
      try PlayedGatherEntry.goals(
        scorers: "6", roster: Self.roster, lineUp: lineUp, score: Score(teamA: 2, teamB: 1))
    }
  }

  @Test("the players shown are numbered as on the player list; a long roster is cut short")
  func whoCanBeAdded() {
    #expect(
      PlayedGatherEntry.available(Self.roster, besides: [Self.roster[1]])
        == "Not on Team A: 1 José Álvarez, 3 Annie Park, 4 Yann Le Gall, 5 Bob, 6 Leo")
    let long = (1...45).map { Player(id: $0, name: "P\($0)") }
    #expect(
      PlayedGatherEntry.available(long, besides: []).hasSuffix(
        "40 P40 and 5 more (type a name, or see 'list' on the player list)"))
  }

  @Test("Tab completes a name at the first player and at any after it")
  @MainActor
  func tabCompletesNames() {
    let completion = HistoryView.completion(of: Self.roster.map(\.name))
    #expect(completion.complete("Yan")?.replacement == "Yann Le Gall ")
    #expect(completion.complete("bob jo")?.replacement == "José Álvarez")
    #expect(completion.complete("bob Ann")?.choices == ["Ann Lee", "Annie Park"])
  }
}
