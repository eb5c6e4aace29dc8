import Domain

/// A latecomer from the roster, or a guest new to it: the look-ups that do not touch the
/// match (`join(_:to:)`, which does, is in the interactor's own file).
extension GatherInteractor {
  func findLatecomer(_ text: String) async throws(FootballGatherError) -> Latecomer {
    try await playerService.latecomer(text)
  }

  func addGuest(named name: String) async throws(FootballGatherError) -> Player {
    try await playerService.createPlayer(PlayerDraft(name: try PlayerRules.validateName(name)))
  }
}
