import Domain

/// The PlayerDetail use case: describe a player the way the original app grouped its
/// details, personal fields first, then how the player plays.
struct PlayerDetailInteractor: PlayerDetailInteracting {
  func profile(of player: Player) -> PlayerProfile {
    PlayerProfile(
      player: player,
      sections: [
        .init(title: "Personal", fields: [.name, .age, .favouriteTeam]),
        .init(title: "Play", fields: [.position, .skill]),
      ])
  }
}
