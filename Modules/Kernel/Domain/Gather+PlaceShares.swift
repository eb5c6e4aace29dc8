/// How much of a place on the pitch each player of an ended gather held: what the ratings
/// weigh a player by in their team's strength (`RatingBook`), so that a substitute counts
/// once, as the records count them (README, "Ratings"; docs/RATINGS.md).
extension Gather {
  /// Each player of `team`, as the gather keeps them (`Match.keptLineUp`: the team their
  /// game counts for), with their share of a place: 1 for a player who held their place
  /// all match; the players who took turns in places through substitutions (`sub OUT IN`)
  /// share those places evenly (the one who went off and the one who came on: ½ each).
  /// A player who joined a team without replacing anyone (a latecomer, a move) brings a
  /// place of their own. The shares of a team add up to its number of places.
  public func placeShares(of team: Team) -> [Player.ID: Double] {
    var onTeam = Set<Player.ID>()
    let members = players.filter { $0.team == team && onTeam.insert($0.player.id).inserted }
      .map(\.player.id)
    guard !members.isEmpty else { return [:] }
    var group = Dictionary(uniqueKeysWithValues: members.map { ($0, $0) })
    func root(_ id: Player.ID) -> Player.ID {
      var id = id
      while let parent = group[id], parent != id { id = parent }
      return id
    }
    // Who came onto the team first as a substitute: their first change that involves
    // the team brought them on for someone (joining the Bench late does not involve it).
    var cameOnFirst = Set<Player.ID>()
    var involved = Set<Player.ID>()
    for change in lineUpChanges {
      guard let off = change.replacedID, change.to == team else {
        if change.to == team || change.from == team { involved.insert(change.playerID) }
        continue
      }
      involved.insert(off)
      if involved.insert(change.playerID).inserted { cameOnFirst.insert(change.playerID) }
      guard onTeam.contains(change.playerID), onTeam.contains(off) else { continue }
      let (first, second) = (root(change.playerID), root(off))
      if first != second { group[max(first, second)] = min(first, second) }
    }
    let roots = members.map(root)
    var size: [Player.ID: Int] = [:]
    var places: [Player.ID: Int] = [:]
    for (member, root) in zip(members, roots) {
      size[root, default: 0] += 1
      if !cameOnFirst.contains(member) { places[root, default: 0] += 1 }
    }
    return Dictionary(
      uniqueKeysWithValues: zip(members, roots).map { member, root in
        let count = size[root] ?? 1
        return (member, count == 1 ? 1 : Double(max(places[root] ?? 1, 1)) / Double(count))
      })
  }
}
