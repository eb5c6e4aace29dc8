import Domain
import TestSupport
import Testing

/// A league day's match, on MVC's and MVVM's match screens alike: the screen lists 25
/// players of each team, pages with `more` and `list A-B`, and takes a player's name
/// wherever it takes a number. Written once; MVCGatherTests and MVVMGatherTests run each
/// check as a test of its own (its name and its behaviour tags) on their own screen.
public enum GatherLongLineUpCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case aBigMatchListsTwentyFiveATeamAndScorersBeyondThemByNumber
  case moreAndListABPageThroughTheLineUp
  case badPagingIsOneErrorAndAChangePrintsTheTimerNotTheTeams
  case aNameOrItsStartWorksWhereANumberDoes
  case tabCompletesThePlayersNamesAfterACommandWord

  public var testDescription: String { rawValue }

  /// Runs the check on the screens `Maker` makes.
  @MainActor
  public func run<Maker: GatherScreenMaker>(_ maker: Maker.Type) async throws {
    typealias GatherHarness = GatherScreenHarness<Maker>
    /// Team A: players 1 to 60; Team B: 61 to 112.
    let players = (1...112).map { id in
      GatherPlayer(player: Player(id: id, name: "Player \(id)"), team: id <= 60 ? .teamA : .teamB)
    }
    /// The numbers of the players listed since the last call.
    func listed(_ harness: GatherHarness) -> [Int] {
      defer { harness.output.clear() }
      return harness.output.lines.compactMap { line in
        guard line.hasPrefix("  "), line.hasSuffix("-") else { return nil }
        return Int(line.split(separator: " ").first ?? "")
      }
    }
    switch self {
    case .aBigMatchListsTwentyFiveATeamAndScorersBeyondThemByNumber:
      let harness = try await GatherHarness.appeared(players: players)
      #expect(listed(harness) == Array(1...25) + Array(61...85))
      await harness.type("goal a 60", "goal b 112", "goal a 112")
      #expect(
        harness.said() == [
          "Goal! -- Team A, Player 60. Team A 1-0 Team B",
          "Goal! -- Team B, Player 112. Team A 1-1 Team B",
          "error: Player 112 does not play for Team A; give a Team A player, score for Team B, or "
            + "type 'og' for an own goal",
        ])
    case .moreAndListABPageThroughTheLineUp:
      let harness = try await GatherHarness.appeared(players: players)
      _ = listed(harness)
      await harness.type("more")
      #expect(listed(harness) == Array(26...50) + Array(86...110))
      await harness.type("more")
      #expect(listed(harness) == Array(51...60) + [111, 112])
      await harness.type("more")
      #expect(harness.said() == ["That is the end of the line-up; 'list' starts again."])
      await harness.type("list 58-63")
      #expect(listed(harness) == Array(58...63))
      await harness.type("list 110-200")
      #expect(harness.output.lines.first == "There are 112 players; showing 110-112.")
      #expect(listed(harness) == Array(110...112))
      await harness.type("list")
      #expect(listed(harness) == Array(1...25) + Array(61...85))
    case .badPagingIsOneErrorAndAChangePrintsTheTimerNotTheTeams:
      let harness = try await GatherHarness.appeared(players: players)
      _ = harness.said()
      await harness.type("list 0-3", "list 5-x", "list 1 2", "more x", "b 1")
      #expect(
        harness.output.lines.filter { !$0.isEmpty } == [
          "error: there is no player 0; choose a number from 1 to 112",
          "error: 'x' is not a number; type a player number from the list",
          "error: type 'list' or 'list A-B', e.g. 'list 201-400'",
          "error: 'more' takes nothing after it; type 'more'",
          "Line-up: Player 1 to Team B (from Team A).", "Timer: 10:00 ready",
        ])
    case .aNameOrItsStartWorksWhereANumberDoes:
      let harness = try await GatherHarness.appeared()
      _ = harness.said()
      await harness.type("goal a ann", "goal b og BOB")
      #expect(
        harness.said() == [
          "Goal! -- Team A, Ann. Team A 1-0 Team B",
          "Goal! -- Team B, Bob (own goal). Team A 1-1 Team B",
        ])
      await harness.type("bench c", "sub de cy", "swap Ann Dee")
      let match = harness.match
      #expect(match.players(of: .teamA).map(\.id) == [2, 4])
      #expect(match.players(of: .teamB).map(\.id) == [3])
      #expect(match.players(of: .bench).map(\.id) == [1])
      _ = harness.said()
      await harness.type("goal a zed")
      #expect(
        harness.said() == [
          "error: no player here is called 'zed'; type their number or the start of their name"
        ])
      #expect(harness.match.goals.count == 2)
    case .tabCompletesThePlayersNamesAfterACommandWord:
      let harness = try await GatherHarness.appeared()
      #expect(harness.controller.completion.complete("goal a A")?.replacement == "Ann")
      #expect(harness.controller.completion.complete("sub de")?.replacement == "Dee")
    }
  }
}
