import Domain

/// Who sits out this gather: the players put on the Bench with `bench N` and those
/// proposed for a team size (`size 7`, by `SitOutOrder`). `balance` leaves them on the
/// Bench and splits the others; `a N` or `b N` brings one back (the organiser overrides).
struct SitOut: Equatable, Sendable {
  /// Players a side (`size 7`), or `nil` when every picked player may play.
  private(set) var size: Int?
  /// Everyone sitting out, by hand or proposed.
  private(set) var players: Set<Player.ID> = []
  /// Those of `players` the last `size` proposed (a new size proposes them afresh).
  private var proposed: Set<Player.ID> = []

  init() {}

  /// Who sat out as kept between runs (`TeamDraft.Teams`).
  init(kept: TeamDraft.Teams) {
    size = kept.size
    players = Set(kept.sittingOut)
    proposed = Set(kept.proposed).intersection(players)
  }

  func contains(_ player: Player) -> Bool { players.contains(player.id) }

  /// `bench N`: the player sits out until brought back.
  mutating func bench(_ player: Player) {
    players.insert(player.id)
    proposed.remove(player.id)
  }

  /// `a N`, `b N`: the player plays.
  mutating func bringBack(_ player: Player) {
    players.remove(player.id)
    proposed.remove(player.id)
  }

  /// `swap N N`: the two exchange places, and with them whether they sit out (a player
  /// swapped with one who sat out sits out instead, as with `bench N`).
  mutating func exchange(_ first: Player, _ second: Player) {
    guard contains(first) != contains(second) else { return }
    let (out, back) = contains(first) ? (second, first) : (first, second)
    bringBack(back)
    bench(out)
  }

  /// Sets the team size and proposes who sits out, afresh: with more players in `sheet`
  /// than two teams of `size` take, those `order` puts first among the players not already
  /// sitting out by hand, who count toward it. Returns the new proposal. `nil` (`size off`)
  /// lets everyone play: nobody sits out, whether proposed or put on the Bench by hand.
  mutating func choose(size: Int?, in sheet: TeamSheet, order: SitOutOrder) -> [Player] {
    players.subtract(proposed)
    proposed = []
    self.size = size
    guard let size else {
      players = []
      return []
    }
    let byHand = sheet.players.filter(contains).count
    let extra = sheet.players.count - 2 * size - byHand
    let proposal = order.proposal(
      extra, of: sheet.players.filter { !contains($0) }, number: { sheet.number(of: $0) ?? 0 })
    proposed = Set(proposal.map(\.id))
    players.formUnion(proposed)
    return proposal
  }

  /// Whether the player sits out because a team size proposed it (not by hand).
  func wasProposed(_ player: Player) -> Bool { proposed.contains(player.id) }
}
