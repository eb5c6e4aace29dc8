import BehaviourCatalogue
import GatherScreenTestSupport
import Testing

/// A league day's match: the screen lists 25 players of each team, pages with `more` and
/// `list A-B`, and takes a player's name wherever it takes a number. Each test runs
/// GatherScreenTestSupport's `GatherLongLineUpCheck` of its name (written once for MVC and
/// MVVM) on this pattern's screen.
@MainActor
struct GatherViewControllerLongLineUpTests {
  @Test(.tags(.gatherListsTwentyFiveATeam))
  func aBigMatchListsTwentyFiveATeamAndScorersBeyondThemByNumber() async throws {
    try await GatherLongLineUpCheck.aBigMatchListsTwentyFiveATeamAndScorersBeyondThemByNumber.run(
      MVCGatherScreen.self)
  }

  @Test(.tags(.gatherLongLineUpPages))
  func moreAndListABPageThroughTheLineUp() async throws {
    try await GatherLongLineUpCheck.moreAndListABPageThroughTheLineUp.run(MVCGatherScreen.self)
  }

  @Test(.tags(.gatherLongLineUpPages, .gatherBadInputIsOneError))
  func badPagingIsOneErrorAndAChangePrintsTheTimerNotTheTeams() async throws {
    try await GatherLongLineUpCheck.badPagingIsOneErrorAndAChangePrintsTheTimerNotTheTeams.run(
      MVCGatherScreen.self)
  }

  @Test(.tags(.gatherNamesWorkLikeNumbers))
  func aNameOrItsStartWorksWhereANumberDoes() async throws {
    try await GatherLongLineUpCheck.aNameOrItsStartWorksWhereANumberDoes.run(MVCGatherScreen.self)
  }

  @Test(.tags(.gatherTabCompletesNames))
  func tabCompletesThePlayersNamesAfterACommandWord() async throws {
    try await GatherLongLineUpCheck.tabCompletesThePlayersNamesAfterACommandWord.run(
      MVCGatherScreen.self)
  }
}
