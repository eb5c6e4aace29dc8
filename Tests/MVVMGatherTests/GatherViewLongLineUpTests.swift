import BehaviourCatalogue
import GatherScreenTestSupport
import Testing

/// The view over its real view model on a league day: it reads `more` and `list A-B`, and
/// a player's name wherever a number goes, from the names the screen output carries. Each
/// test runs GatherScreenTestSupport's `GatherLongLineUpCheck` of its name (written once
/// for MVC and MVVM) on this pattern's screen.
@MainActor
struct GatherViewLongLineUpTests {
  @Test(.tags(.gatherListsTwentyFiveATeam))
  func aBigMatchListsTwentyFiveATeamAndScorersBeyondThemByNumber() async throws {
    try await GatherLongLineUpCheck.aBigMatchListsTwentyFiveATeamAndScorersBeyondThemByNumber.run(
      MVVMGatherScreen.self)
  }

  @Test(.tags(.gatherLongLineUpPages))
  func moreAndListABPageThroughTheLineUp() async throws {
    try await GatherLongLineUpCheck.moreAndListABPageThroughTheLineUp.run(MVVMGatherScreen.self)
  }

  @Test(.tags(.gatherLongLineUpPages, .gatherBadInputIsOneError))
  func badPagingIsOneErrorAndAChangePrintsTheTimerNotTheTeams() async throws {
    try await GatherLongLineUpCheck.badPagingIsOneErrorAndAChangePrintsTheTimerNotTheTeams.run(
      MVVMGatherScreen.self)
  }

  @Test(.tags(.gatherNamesWorkLikeNumbers))
  func aNameOrItsStartWorksWhereANumberDoes() async throws {
    try await GatherLongLineUpCheck.aNameOrItsStartWorksWhereANumberDoes.run(MVVMGatherScreen.self)
  }

  @Test(.tags(.gatherTabCompletesNames))
  func tabCompletesThePlayersNamesAfterACommandWord() async throws {
    try await GatherLongLineUpCheck.tabCompletesThePlayersNamesAfterACommandWord.run(
      MVVMGatherScreen.self)
  }
}
